import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";

/** Today's facts of one SKU and its product, as the cart and checkout judge them. */
export interface SkuNow {
  skuId: number;
  goodsId: number;
  name: string;
  specText: string;
  image: string;
  priceCents: number;
  stock: number;
  /** On sale and not in the recycle bin. */
  onSale: boolean;
  /** 0 none, 1 per order, 2 per shopper (goods/API.md). */
  purchaseLimitMode: number;
  purchaseLimit: number;
}

/** The SKUs asked for that still exist, by id (a deleted SKU or product is absent). */
export async function readSkus(db: Db, skuIds: number[]): Promise<Map<number, SkuNow>> {
  if (skuIds.length === 0) return new Map();
  const rows = await sqlRows<{
    sku_id: number;
    goods_id: number;
    name: string;
    spec_text: string;
    image: string;
    main_image: string;
    price_cents: string | number;
    stock: number;
    status: number;
    deleted: boolean;
    purchase_limit_mode: number;
    purchase_limit: number;
  }>(
    db,
    sql`SELECT s.id AS sku_id, g.id AS goods_id, g.name, s.spec_text, s.image, g.main_image,
               s.price_cents, s.stock, g.status, g.deleted_at IS NOT NULL AS deleted,
               g.purchase_limit_mode, g.purchase_limit
        FROM goods_skus s JOIN goods g ON g.id = s.goods_id
        WHERE s.id = ANY(${`{${skuIds.join(",")}}`}::int[])`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.sku_id),
      {
        skuId: Number(r.sku_id),
        goodsId: Number(r.goods_id),
        name: r.name,
        specText: r.spec_text,
        image: r.image || r.main_image,
        priceCents: Number(r.price_cents),
        stock: Number(r.stock),
        onSale: Number(r.status) === 1 && !r.deleted,
        purchaseLimitMode: Number(r.purchase_limit_mode),
        purchaseLimit: Number(r.purchase_limit),
      },
    ]),
  );
}

/** A SKU named for the shopper: `键盘（黑色 / 87键）`, or the product's name alone. */
export function skuTitle(sku: Pick<SkuNow, "name" | "specText">): string {
  return sku.specText ? `${sku.name}（${sku.specText}）` : sku.name;
}

/**
 * Units of each product the shopper holds in orders that are not closed (per-shopper limits).
 * `skus` given: only the products limited per shopper are counted (most have no such limit, and
 * then the query is not made at all).
 */
export async function boughtUnits(
  db: Db,
  appUserId: number,
  goodsIds: number[],
  skus?: Map<number, SkuNow>,
): Promise<Map<number, number>> {
  if (skus) {
    const limited = new Set(
      [...skus.values()].filter((s) => s.purchaseLimitMode === 2).map((s) => s.goodsId),
    );
    goodsIds = goodsIds.filter((id) => limited.has(id));
  }
  if (goodsIds.length === 0) return new Map();
  const rows = await sqlRows<{ goods_id: number; units: string | number }>(
    db,
    sql`SELECT l.goods_id, sum(l.quantity) AS units
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.app_user_id = ${appUserId} AND o.status <> 4
          AND l.goods_id = ANY(${`{${goodsIds.join(",")}}`}::int[])
        GROUP BY l.goods_id`,
  );
  return new Map(rows.map((r) => [Number(r.goods_id), Number(r.units)]));
}
