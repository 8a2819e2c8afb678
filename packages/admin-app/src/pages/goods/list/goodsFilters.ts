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
  const clean = text?.trim() ?? "";
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = "0", fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
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
