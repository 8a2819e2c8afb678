import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { goods } from "../goods/schema.js";
import type { CardDeal } from "./activity-price.js";

export const SORTS = ["sales", "price", "newest"] as const;
export type Sort = (typeof SORTS)[number];

/** At most this many cards on one answer: a phone's screenful many times over. */
export const SEARCH_LIMIT = 60;

/** A card of the search and category pages; prices in cents. */
export interface ProductCardData {
  id: number;
  name: string;
  image: string;
  minPriceCents: number;
  maxPriceCents: number;
  stock: number;
  sales: number;
  /** The cheapest activity running on it now, when one does (activity-price.ts). */
  deal?: CardDeal | undefined;
}

export const sortOf = (raw: unknown): Sort =>
  SORTS.includes(raw as Sort) ? (raw as Sort) : "sales";

/** `%`, `_` and `\` typed by a shopper are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Goods on sale whose name holds `q` (all of them for an empty `q`), in a category (at any of its
 * three levels) when `categoryId` is given, by sales (most first), price (lowest first) or newest.
 */
export async function searchGoods(
  db: Db,
  options: { q?: string; sort: Sort; categoryId?: number },
): Promise<ProductCardData[]> {
  const q = (options.q ?? "").trim();
  const conditions = [eq(goods.status, 1), isNull(goods.deletedAt)];
  if (q) conditions.push(ilike(goods.name, likeText(q)));
  if (options.categoryId !== undefined) {
    const id = options.categoryId;
    const inCategory = or(
      eq(goods.categoryId, id),
      eq(goods.categoryL1, id),
      eq(goods.categoryL2, id),
      eq(goods.categoryL3, id),
    );
    if (inCategory) conditions.push(inCategory);
  }
  const order =
    options.sort === "price"
      ? [asc(goods.minPriceCents), desc(goods.id)]
      : options.sort === "newest"
        ? [desc(goods.createdAt), desc(goods.id)]
        : [desc(sql`${goods.sales} + ${goods.virtualSales}`), desc(goods.id)];
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      image: goods.mainImage,
      minPriceCents: goods.minPriceCents,
      maxPriceCents: goods.maxPriceCents,
      stock: goods.stockTotal,
      sales: sql<number>`${goods.sales} + ${goods.virtualSales}`,
    })
    .from(goods)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(SEARCH_LIMIT);
  return rows.map((r) => ({
    ...r,
    minPriceCents: Number(r.minPriceCents),
    maxPriceCents: Number(r.maxPriceCents),
    sales: Number(r.sales),
  }));
}
