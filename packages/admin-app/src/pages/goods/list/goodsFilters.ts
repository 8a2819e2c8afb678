import { centsToYuan, moneyMessage, parseYuan } from "@vitrine/contract";
import type { Dayjs } from "dayjs";
import type { GoodsTab } from "../goodsApi";

/** The filter bar's boxes as typed. */
export interface GoodsFilterValues {
  name?: string;
  categoryPath?: number[];
  priceMin?: string;
  priceMax?: string;
  status?: number;
  created?: [Dayjs | null, Dayjs | null] | null;
}

/** Yuan as typed ("19.9") in integer cents (1990), or null when the box is empty or not money. */
export function yuanToCents(text: string | undefined): number | null {
  const result = parseYuan(text ?? "");
  return result.ok ? result.cents : null;
}

/**
 * The refusal of the price boxes, or undefined: a box that is not an amount (named with its label),
 * or a lowest price above the highest (80-20), which no product could match (issue 36).
 */
export function priceRangeProblem(
  values: Pick<GoodsFilterValues, "priceMin" | "priceMax">,
  labels: { min: string; max: string },
  language: string,
  reversedMessage: (from: string, to: string) => string,
): string | undefined {
  const read = (text: string | undefined, label: string) => {
    if (!text?.trim()) return { cents: null };
    const result = parseYuan(text);
    return result.ok ? { cents: result.cents } : { message: moneyMessage(result, language, label) };
  };
  const min = read(values.priceMin, labels.min);
  const max = read(values.priceMax, labels.max);
  if ("message" in min) return min.message;
  if ("message" in max) return max.message;
  if (min.cents !== null && max.cents !== null && min.cents > max.cents)
    return reversedMessage(centsToYuan(min.cents), centsToYuan(max.cents));
  return undefined;
}

/** Tabs whose rows all share one status: a status filter there would only empty them. */
export const TABS_WITH_STATUS: ReadonlySet<GoodsTab> = new Set(["soldOut", "lowStock", "recycle"]);

/**
 * The server's filters (API.md): `name` contains, `categoryId` (the chosen category and those
 * under it), `minPriceCents` a range on the lowest SKU price in cents, `status`, and `createdAt`
 * local days [first, last] as the instants [start of first, start of the day after last).
 */
export function toGoodsFilters(values: GoodsFilterValues, tab: GoodsTab): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const name = values.name?.trim();
  if (name) out.name = name;
  const category = values.categoryPath?.[values.categoryPath.length - 1];
  if (category !== undefined) out.categoryId = category;
  const min = yuanToCents(values.priceMin);
  const max = yuanToCents(values.priceMax);
  if (min !== null || max !== null) out.minPriceCents = [min, max];
  if (values.status !== undefined && values.status !== null && TABS_WITH_STATUS.has(tab)) {
    out.status = values.status;
  }
  const [first, last] = values.created ?? [];
  if (first || last) {
    out.createdAt = [
      first ? first.startOf("day").format() : "",
      last ? last.startOf("day").add(1, "day").format() : "",
    ];
  }
  return out;
}
