import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { ORDER_LOCKS } from "./locks.js";
import { purchaseLimitRefusal } from "./purchase-limit.js";
import { type Outcome, type Refusal, refused } from "./refusal.js";
import { cartLines } from "./schema.js";
import { boughtUnits, readSkus, type SkuNow, skuTitle } from "./sku-read.js";

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export type CartLine = typeof cartLines.$inferSelect;

/**
 * What stops one line from being bought now, judged on today's SKU: gone, off sale, short of
 * stock, or past the product's purchase limit (`units`: the cart's units of that product).
 */
export function lineProblem(
  sku: SkuNow | undefined,
  quantity: number,
  units: number,
  bought: number,
): Refusal | undefined {
  if (!sku) return { key: "cart.skuNotFound" };
  const name = skuTitle(sku);
  if (!sku.onSale) return { key: "cart.offSale", params: { name } };
  if (sku.stock < quantity) return { key: "cart.stock", params: { name, stock: sku.stock } };
  return purchaseLimitRefusal(sku, units, bought);
}

/** Units per product over some lines. */
export function unitsByGoods(lines: Array<{ goodsId: number; quantity: number }>) {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.goodsId, (units.get(line.goodsId) ?? 0) + line.quantity);
  return units;
}

export async function readCart(db: Db, appUserId: number): Promise<CartLine[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.appUserId, appUserId))
    .orderBy(asc(cartLines.id));
}

/** The cart with today's prices and availability; a line that cannot be bought says why. */
export async function cartView(db: Db, appUserId: number) {
  const lines = await readCart(db, appUserId);
  const skus = await readSkus(
    db,
    lines.map((l) => l.skuId),
  );
  const units = unitsByGoods(lines);
  const bought = await boughtUnits(db, appUserId, [...units.keys()], skus);
  return lines.map((line) => {
    const sku = skus.get(line.skuId);
    const problem = lineProblem(
      sku,
      line.quantity,
      units.get(line.goodsId) ?? 0,
      bought.get(line.goodsId) ?? 0,
    );
    return { line, sku, problem };
  });
}

async function lockShopper(tx: Db, appUserId: number) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${ORDER_LOCKS.shopper}, ${appUserId}::integer)`,
  );
}

/**
 * Puts `quantity` of one SKU in the cart (added to what the line already holds), refused when
 * the product is gone or off sale, when the line would hold more than the stock, or when the
 * product's units in the cart would pass its purchase limit.
 */
export async function addToCart(
  db: Db,
  appUserId: number,
  skuId: number,
  quantity: number,
  now: Date,
): Promise<Outcome<CartLine>> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, appUserId);
    const lines = await readCart(tx, appUserId);
    const existing = lines.find((l) => l.skuId === skuId);
    if (!existing && lines.length >= MAX_CART_LINES)
      return refused({ key: "cart.tooMany", params: { max: MAX_CART_LINES } });
    const sku = (await readSkus(tx, [skuId])).get(skuId);
    if (!sku) return refused({ key: "cart.skuNotFound", field: "skuId" });
    const total = (existing?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY)
      return refused({
        key: "cart.quantity",
        params: { max: MAX_LINE_QUANTITY },
        field: "quantity",
      });
    const problem = await problemAfter(tx, appUserId, sku, lines, skuId, total);
    if (problem) return refused({ ...problem, field: "quantity" });
    const [row] = await tx
      .insert(cartLines)
      .values({
        appUserId,
        goodsId: sku.goodsId,
        skuId,
        quantity: total,
        selected: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [cartLines.appUserId, cartLines.skuId],
        set: { quantity: total, selected: true, updatedAt: now },
      })
      .returning();
    return { ok: true as const, value: row! };
  });
}

/** The problem one line would have at `quantity`, with the shopper's other lines as they are. */
async function problemAfter(
  tx: Db,
  appUserId: number,
  sku: SkuNow,
  lines: CartLine[],
  skuId: number,
  quantity: number,
): Promise<Refusal | undefined> {
  const others = lines
    .filter((l) => l.goodsId === sku.goodsId && l.skuId !== skuId)
    .reduce((sum, l) => sum + l.quantity, 0);
  const bought =
    sku.purchaseLimitMode === 2
      ? ((await boughtUnits(tx, appUserId, [sku.goodsId])).get(sku.goodsId) ?? 0)
      : 0;
  return lineProblem(sku, quantity, others + quantity, bought);
}

/** Sets one line's quantity, under the same rules as adding. */
export async function changeCartLine(
  db: Db,
  appUserId: number,
  lineId: number,
  quantity: number,
  now: Date,
): Promise<Outcome<CartLine>> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, appUserId);
    const lines = await readCart(tx, appUserId);
    const line = lines.find((l) => l.id === lineId);
    if (!line) return refused({ key: "cart.lineNotFound", field: "id" });
    const sku = (await readSkus(tx, [line.skuId])).get(line.skuId);
    const problem = sku
      ? await problemAfter(tx, appUserId, sku, lines, line.skuId, quantity)
      : ({ key: "cart.skuNotFound" } as Refusal);
    if (problem) return refused({ ...problem, field: "quantity" });
    const [row] = await tx
      .update(cartLines)
      .set({ quantity, updatedAt: now })
      .where(eq(cartLines.id, lineId))
      .returning();
    return { ok: true as const, value: row! };
  });
}

/** Removes the shopper's lines among `ids` (others' lines are untouched); answers how many. */
export async function removeCartLines(db: Db, appUserId: number, ids: number[]): Promise<number> {
  const gone = await db
    .delete(cartLines)
    .where(and(eq(cartLines.appUserId, appUserId), inArray(cartLines.id, ids)))
    .returning({ id: cartLines.id });
  return gone.length;
}

/** Marks the shopper's lines among `ids` for checkout, or not; answers how many. */
export async function selectCartLines(
  db: Db,
  appUserId: number,
  ids: number[],
  selected: boolean,
  now: Date,
): Promise<number> {
  const changed = await db
    .update(cartLines)
    .set({ selected, updatedAt: now })
    .where(and(eq(cartLines.appUserId, appUserId), inArray(cartLines.id, ids)))
    .returning({ id: cartLines.id });
  return changed.length;
}
