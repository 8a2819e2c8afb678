import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { giveBackStock } from "../goods/stock.js";
import { giveBackActivityStock } from "./activity-facts.js";
import { ORDER_LOCKS } from "./locks.js";

/** Why an order was closed: stored as its close reason and in its timeline. */
export type CloseReason = "shopper" | "timeout" | "operator";

/** Unpaid orders closed per sweep at most; a backlog goes over the next sweeps. */
export const SWEEP_BATCH = 500;

/**
 * What closing orders gives back, in the transaction that moved them to 已关闭: seckill-priced
 * units to their seckill (activity-facts.ts), each other SKU's units (in goods then SKU order,
 * the order checkout takes them in, so the two never deadlock), the coupon claims they used, and
 * one timeline event each.
 */
async function releaseClosed(
  tx: Db,
  ids: number[],
  reason: CloseReason,
  actor: string,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const list = `{${ids.join(",")}}`;
  // Seckill units first (the order checkout takes them in), then the goods' own lines.
  await giveBackActivityStock(tx, ids);
  const units = await sqlRows<{ sku_id: number; units: string | number }>(
    tx,
    sql`SELECT sku_id, goods_id, sum(quantity) AS units FROM order_lines
        WHERE order_id = ANY(${list}::int[]) AND activity_kind IS DISTINCT FROM 'seckill'
        GROUP BY goods_id, sku_id ORDER BY goods_id, sku_id`,
  );
  for (const row of units) await giveBackStock(tx, Number(row.sku_id), Number(row.units));
  await tx.execute(
    sql`UPDATE coupon_claims SET used_at = NULL
        WHERE id IN (SELECT coupon_claim_id FROM orders
                     WHERE id = ANY(${list}::int[]) AND coupon_claim_id IS NOT NULL)`,
  );
  await tx.execute(
    sql`INSERT INTO order_events (order_id, type, actor, detail, at)
        SELECT id, 'closed', ${actor}, jsonb_build_object('reason', ${reason}::text), ${now.toISOString()}::timestamptz
        FROM unnest(${list}::int[]) AS id`,
  );
}

/**
 * Closes one unpaid order and gives its stock back: a conditional UPDATE (`status = 0`), so of a
 * cancel, the timeout sweep and a payment arriving at once exactly one moves the order. `owner`
 * limits it to one shopper's orders. Answers false when no such unpaid order was there.
 */
export async function cancelUnpaidOrder(
  db: Db,
  orderId: number,
  reason: CloseReason,
  actor: string,
  now: Date,
  owner?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await sqlRows<{ id: number }>(
      tx,
      sql`UPDATE orders SET status = 4, closed_at = ${now.toISOString()}::timestamptz, close_reason = ${reason},
                            updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ${orderId} AND status = 0
            AND (${owner ?? null}::int IS NULL OR app_user_id = ${owner ?? null}::int)
          RETURNING id`,
    );
    await releaseClosed(
      tx,
      closed.map((r) => Number(r.id)),
      reason,
      actor,
      now,
    );
    return closed.length > 0;
  });
}

/**
 * Closes every unpaid order whose payment deadline has passed by `now` and gives its stock back,
 * in one transaction under a transaction-level advisory lock taken with pg_try_advisory_xact_lock,
 * as the devices' offline sweep does: while one process sweeps, the others skip their turn. The
 * UPDATE only moves orders still unpaid, so a payment that won the row keeps its order. Answers
 * how many were closed.
 */
export async function sweepUnpaidOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await sqlRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${ORDER_LOCKS.timeoutSweep}) AS locked`,
    );
    if (!lock?.locked) return 0;
    const closed = await sqlRows<{ id: number }>(
      tx,
      sql`UPDATE orders o SET status = 4, closed_at = ${now.toISOString()}::timestamptz, close_reason = 'timeout',
                              updated_at = ${now.toISOString()}::timestamptz
          FROM (SELECT id FROM orders WHERE status = 0 AND pay_deadline <= ${now.toISOString()}::timestamptz
                ORDER BY pay_deadline, id LIMIT ${SWEEP_BATCH}) due
          WHERE o.id = due.id AND o.status = 0
          RETURNING o.id`,
    );
    const ids = closed.map((r) => Number(r.id)).sort((a, b) => a - b);
    await releaseClosed(tx, ids, "timeout", "system", now);
    return ids.length;
  });
}
