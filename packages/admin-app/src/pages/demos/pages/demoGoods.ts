/** The demo catalogue shared by the filtering page and its details pages (no server data). */
export interface DemoGoods {
  id: number;
  /** Index into the page texts' sample names. */
  name: number;
  category: "band" | "watch" | "parts";
  priceCents: number;
  sales: number;
}

export const DEMO_GOODS: readonly DemoGoods[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: index % 6,
  category: (["band", "watch", "parts"] as const)[index % 3] ?? "band",
  priceCents: 1900 + ((index * 3700) % 60000),
  sales: (index * 137) % 1000,
}));

export const CATEGORIES = ["band", "watch", "parts"] as const;

export const PRICE_BANDS = [
  { key: "all", min: 0, max: Number.POSITIVE_INFINITY },
  { key: "under100", min: 0, max: 10000 },
  { key: "from100to300", min: 10000, max: 30000 },
  { key: "over300", min: 30000, max: Number.POSITIVE_INFINITY },
] as const;

export type Sort = "default" | "priceUp" | "priceDown" | "sales";

export function filterGoods(
  goods: readonly DemoGoods[],
  { category, band, sort }: { category: string; band: string; sort: Sort },
): DemoGoods[] {
  const range = PRICE_BANDS.find((item) => item.key === band) ?? PRICE_BANDS[0];
  const shown = goods.filter(
    (item) =>
      (category === "all" || item.category === category) &&
      item.priceCents >= range.min &&
      item.priceCents < range.max,
  );
  if (sort === "priceUp") return shown.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  if (sort === "priceDown") return shown.sort((a, b) => b.priceCents - a.priceCents || a.id - b.id);
  if (sort === "sales") return shown.sort((a, b) => b.sales - a.sales || a.id - b.id);
  return shown;
}

export const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
