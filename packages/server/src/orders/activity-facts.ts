import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { giveBackStock } from "../goods/stock.js";
import { type RunningActivity, runningActivities } from "../storefront/activity-price.js";
import type { LineActivity } from "./rules/price-checkout.js";

/**
 * The marketing activity each checkout line is priced by, read by the server clock with the
 * product page's own finder (storefront/activity-price.ts), and the activity stock the order holds.
 * Seckill units live apart from the goods: the sweep moves `seckill_stock` out of the SKU when the
 * seckill starts (stock_state 1) and gives back what was not sold when it ends, so a seckill-priced
 * line takes from `seckill_skus` (sold += n while `taken - sold >= n`, as marketing/seckill-take.ts
 * does) and never from the goods.
 */

/**
 * The activity of each SKU in `lines` running at `now`: the cheapest the SKU is in that applies to
 * this shopper (a seckill or group buy always; a bargain only by the shopper's own bargain record
 * still open, at the price it reached), with the units the shopper already holds under it in
 * orders not closed.
 */
export async function readLineActivities(
  db: Db,
  appUserId: number,
  lines: ReadonlyArray<{ goodsId: number; skuId: number }>,
  now: Date,
): Promise<Map<number, LineActivity>> {
  const found = new Map<number, LineActivity>();
  const running = await runningActivities(
    db,
    lines.map((l) => l.goodsId),
    now,
  );
  for (const line of lines) {
    let chosen: { activity: RunningActivity; terms: Terms } | undefined;
    for (const activity of running.get(line.goodsId) ?? []) {
      if (!activity.skuPrices.has(line.skuId)) continue;
      const terms =
        activity.kind === "seckill"
          ? await seckillTerms(db, activity.activityId, line.skuId)
          : activity.kind === "group"
            ? await groupTerms(db, activity.activityId)
            : await bargainTerms(db, activity.activityId, appUserId, now);
      if (terms) {
        chosen = { activity, terms };
        break;
      }
    }
    if (!chosen) continue;
    const { activity, terms } = chosen;
    found.set(line.skuId, {
      kind: activity.kind,
      activityId: activity.activityId,
      window: terms.window,
      priceCents: terms.priceCents ?? activity.skuPrices.get(line.skuId)!,
      perUserLimit: terms.perUserLimit,
      boughtByUser: await unitsHeld(db, appUserId, activity.kind, activity.activityId),
      ...(terms.stockLeft === undefined ? {} : { stockLeft: terms.stockLeft }),
    });
  }
  return found;
}

interface Terms {
  window: LineActivity["window"];
  perUserLimit: number;
  stockLeft?: number;
  /** The shopper's own price (a bargain's reached price) instead of the activity's. */
  priceCents?: number;
}

type WindowRow = {
  start_at: Date | string;
  end_at: Date | string;
  closed_at: Date | string | null;
};
const windowOf = (r: WindowRow): LineActivity["window"] => ({
  startAt: new Date(r.start_at),
  endAt: new Date(r.end_at),
  closedAt: r.closed_at === null ? null : new Date(r.closed_at),
});

async function seckillTerms(db: Db, activityId: number, skuId: number): Promise<Terms | undefined> {
  const [row] = await sqlRows<
    WindowRow & { per_user_limit: number; stock_state: number; left_out: number; left_in: number }
  >(
    db,
    sql`SELECT a.start_at, a.end_at, a.closed_at, a.per_user_limit, a.stock_state,
               s.taken - s.sold AS left_out, s.seckill_stock - s.sold AS left_in
        FROM seckill_activities a JOIN seckill_skus s ON s.activity_id = a.id
        WHERE a.id = ${activityId} AND s.sku_id = ${skuId}`,
  );
  if (!row) return undefined;
  const state = Number(row.stock_state);
  // Before the sweep moved it (0) the seckill still has all it will take; after it gave the rest
  // back (2) it has none.
  const stockLeft = state === 1 ? Number(row.left_out) : state === 0 ? Number(row.left_in) : 0;
  return { window: windowOf(row), perUserLimit: Number(row.per_user_limit), stockLeft };
}

async function groupTerms(db: Db, activityId: number): Promise<Terms | undefined> {
  const [row] = await sqlRows<WindowRow & { per_user_limit: number }>(
    db,
    sql`SELECT start_at, end_at, closed_at, per_user_limit FROM group_activities
        WHERE id = ${activityId}`,
  );
  return row ? { window: windowOf(row), perUserLimit: Number(row.per_user_limit) } : undefined;
}

/**
 * The shopper's latest bargain record of the activity still open by `now` (helped down, status 0,
 * or at its floor, 1): its reached price over its own window. A bargain sells one unit a shopper.
 */
async function bargainTerms(
  db: Db,
  activityId: number,
  appUserId: number,
  now: Date,
): Promise<Terms | undefined> {
  const [row] = await sqlRows<WindowRow & { price_cents: number }>(
    db,
    sql`SELECT r.started_at AS start_at, r.expires_at AS end_at, a.closed_at, r.price_cents
        FROM bargain_records r JOIN bargain_activities a ON a.id = r.activity_id
        WHERE r.activity_id = ${activityId} AND r.app_user_id = ${appUserId}
          AND r.status IN (0, 1) AND r.expires_at > ${now.toISOString()}::timestamptz
        ORDER BY r.id DESC LIMIT 1`,
  );
  return row
    ? { window: windowOf(row), perUserLimit: 1, priceCents: Number(row.price_cents) }
    : undefined;
}

/**
 * Units the shopper holds under one activity: the lines of their orders not closed (paid or open)
 * and, for a seckill, the units they took through the app's take (marketing/seckill-take.ts),
 * which sell from the same seckill stock. The one count both the take and checkout hold the
 * per-user limit to; current when read under `ORDER_LOCKS.shopper`, which both take first.
 */
export async function unitsHeld(
  db: Db,
  appUserId: number,
  kind: string,
  activityId: number,
): Promise<number> {
  const [row] = await sqlRows<{ units: number | string }>(
    db,
    sql`SELECT (SELECT coalesce(sum(l.quantity), 0)
                FROM order_lines l JOIN orders o ON o.id = l.order_id
                WHERE o.app_user_id = ${appUserId} AND o.status <> 4
                  AND l.activity_kind = ${kind} AND l.activity_id = ${activityId})
             + (SELECT coalesce(sum(t.quantity), 0) FROM seckill_takes t
                WHERE ${kind}::text = 'seckill' AND t.activity_id = ${activityId}
                  AND t.app_user_id = ${appUserId}) AS units`,
  );
  return Number(row?.units ?? 0);
}

/**
 * Whether a seckill that would price one of the shopper's selected cart lines has started with its
 * stock still in the goods: the marketing sweep moves it, and otherwise runs only when someone
 * calls the marketing area. The checkout asks beside its first reads, inside its transaction (no
 * round trip of its own); when due it rolls back, runs the sweep (which has its own transaction)
 * and starts again, as the seckill take does.
 */
export async function seckillSweepDue(db: Db, appUserId: number, now: Date): Promise<boolean> {
  const pending = await sqlRows<{ id: number }>(
    db,
    sql`SELECT a.id FROM seckill_activities a JOIN seckill_skus s ON s.activity_id = a.id
        WHERE a.stock_state = 0 AND a.closed_at IS NULL
          AND a.start_at <= ${now.toISOString()}::timestamptz
          AND a.end_at > ${now.toISOString()}::timestamptz
          AND s.sku_id IN (SELECT sku_id FROM cart_lines
                           WHERE app_user_id = ${appUserId} AND selected)
        LIMIT 1`,
  );
  return pending.length > 0;
}

/**
 * Takes `quantity` seckill units of one SKU, in the checkout's transaction: the activity's row read
 * FOR SHARE (so closing it or the sweep's give-back waits and then sees what was sold), its stock
 * out of the goods, and one conditional UPDATE that never sells below zero. False when short.
 */
export async function takeSeckillStock(
  tx: Db,
  activityId: number,
  skuId: number,
  quantity: number,
): Promise<boolean> {
  const [activity] = await sqlRows<{ stock_state: number }>(
    tx,
    sql`SELECT stock_state FROM seckill_activities WHERE id = ${activityId} FOR SHARE`,
  );
  if (Number(activity?.stock_state) !== 1) return false;
  const taken = await sqlRows<{ id: number }>(
    tx,
    sql`UPDATE seckill_skus SET sold = sold + ${quantity}
        WHERE activity_id = ${activityId} AND sku_id = ${skuId} AND taken - sold >= ${quantity}
        RETURNING id`,
  );
  return taken.length > 0;
}

/**
 * Gives closed orders' seckill units back, in the transaction that closed them: to the seckill
 * while it still holds its stock, else to the goods (the seckill already gave its rest back when
 * it ended, so the units would be lost to it). Answers nothing; the goods' own lines are the
 * caller's.
 */
export async function giveBackActivityStock(tx: Db, orderIds: readonly number[]): Promise<void> {
  const rows = await sqlRows<{ activity_id: number; sku_id: number; units: number | string }>(
    tx,
    sql`SELECT activity_id, sku_id, sum(quantity) AS units FROM order_lines
        WHERE order_id = ANY(${`{${orderIds.join(",")}}`}::int[]) AND activity_kind = 'seckill'
        GROUP BY activity_id, sku_id ORDER BY activity_id, sku_id`,
  );
  for (const row of rows) {
    const units = Number(row.units);
    const [activity] = await sqlRows<{ stock_state: number }>(
      tx,
      sql`SELECT stock_state FROM seckill_activities WHERE id = ${row.activity_id} FOR SHARE`,
    );
    if (Number(activity?.stock_state) === 1)
      await tx.execute(
        sql`UPDATE seckill_skus SET sold = sold - ${units}
            WHERE activity_id = ${row.activity_id} AND sku_id = ${row.sku_id}`,
      );
    else await giveBackStock(tx, Number(row.sku_id), units);
  }
}
