import { createContext } from "react";

/** A product as the shop sells it now: what a published page shows instead of the stored copy. */
export interface LiveProduct {
  name: string;
  coverUrl: string;
  price: number | string;
  /** Its SKUs differ in price: `price` is the lowest, shown with 起 ("from"). */
  priceFrom?: boolean | undefined;
  /**
   * A marketing activity running on it now: its label (秒杀, 拼团, 砍价 in the page's language)
   * and price, shown before `price`, which is then struck out as the sale price.
   */
  activity?: { label: string; price: string } | undefined;
}

/**
 * Today's products by id (the id as text), given by a host that renders a published page (the
 * server's public HTML). A stored product missing from the map is no longer sold (off sale or
 * deleted) and is not drawn. Undefined (the editor, stories): products are drawn as stored.
 */
export const LiveProductsContext = createContext<ReadonlyMap<string, LiveProduct> | undefined>(
  undefined,
);

/** The stored products with today's name, picture and price, without those no longer sold. */
export function withLiveProducts(
  items: Record<string, unknown>[],
  live: ReadonlyMap<string, LiveProduct> | undefined,
): Record<string, unknown>[] {
  if (!live) return items;
  return items.flatMap((item) => {
    const current = live.get(String(item.id));
    return current ? [{ ...item, ...current }] : [];
  });
}
