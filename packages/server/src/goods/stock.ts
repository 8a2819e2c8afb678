import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "./sql-rows.js";

function checkQuantity(quantity: number) {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`stock quantity must be a whole number of at least 1, got ${quantity}`);
}

/**
 * Takes `quantity` units of one SKU, or nothing when fewer are left: false then. One statement: the
 * conditional UPDATE of the SKU (`stock >= n`, so concurrent takers never oversell; the row lock
 * makes the second wait and re-check) and, in the same statement, the product's `stock_total`.
 * The SKU row is locked before the product row, the order goods/save.ts locks them in too.
 */
export async function takeStock(db: Db, skuId: number, quantity: number): Promise<boolean> {
  checkQuantity(quantity);
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`WITH taken AS (
          UPDATE goods_skus SET stock = stock - ${quantity}, updated_at = now()
          WHERE id = ${skuId} AND stock >= ${quantity}
          RETURNING goods_id
        )
        UPDATE goods SET stock_total = stock_total - ${quantity}
        FROM taken WHERE goods.id = taken.goods_id
        RETURNING goods.id`,
  );
  return rows.length > 0;
}

/** Puts `quantity` units back (a cancelled order, an expired reservation); a missing SKU is ignored. */
export async function giveBackStock(db: Db, skuId: number, quantity: number): Promise<void> {
  checkQuantity(quantity);
  await sqlRows(
    db,
    sql`WITH given AS (
          UPDATE goods_skus SET stock = stock + ${quantity}, updated_at = now()
          WHERE id = ${skuId}
          RETURNING goods_id
        )
        UPDATE goods SET stock_total = stock_total + ${quantity}
        FROM given WHERE goods.id = given.goods_id
        RETURNING goods.id`,
  );
}
