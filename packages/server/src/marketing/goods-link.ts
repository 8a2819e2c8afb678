import { and, eq, inArray, isNull } from "drizzle-orm";
import { bigint, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";

/**
 * What marketing reads of the goods area (its tables per the cross-area contract): a SKU's goods,
 * normal price and stock, and the goods' name. Only these columns are mirrored here, read-only;
 * stock moves go through goods/stock.ts (takeStock / giveBackStock).
 */
const goods = pgTable("goods", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

const goodsSkus = pgTable("goods_skus", {
  id: serial("id").primaryKey(),
  goodsId: integer("goods_id").notNull(),
  priceCents: bigint("price_cents", { mode: "number" }).notNull(),
  stock: integer("stock").notNull(),
  specText: text("spec_text"),
});

export interface SkuFacts {
  skuId: number;
  goodsId: number;
  goodsName: string;
  specText: string;
  priceCents: number;
  stock: number;
}

/** The SKUs of goods not in the recycle bin, by id (missing ids are simply absent). */
export async function skuFacts(db: Db, skuIds: number[]): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: goodsSkus.id,
      goodsId: goodsSkus.goodsId,
      goodsName: goods.name,
      specText: goodsSkus.specText,
      priceCents: goodsSkus.priceCents,
      stock: goodsSkus.stock,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(inArray(goodsSkus.id, skuIds), isNull(goods.deletedAt)));
  return new Map(
    rows.map((r) => [
      r.skuId,
      { ...r, specText: r.specText ?? "", priceCents: Number(r.priceCents), stock: r.stock },
    ]),
  );
}

/** Goods names by id, for list cells. */
export async function goodsNames(db: Db, goodsIds: number[]): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, name: goods.name })
    .from(goods)
    .where(inArray(goods.id, [...new Set(goodsIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
