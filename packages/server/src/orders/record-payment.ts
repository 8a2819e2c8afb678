import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { takeStock } from "../goods/stock.js";
import { takeSeckillStock } from "./activity-facts.js";
import { placeInTeam } from "./group-team.js";

/** A payment a provider's verified notification proves. */
export interface ProvenPayment {
  provider: string;
  providerTxId: string;
  orderNo: string;
  paidCents: number;
}

/**
 * What recording a payment did:
 * - `paid`: this payment paid the order;
 * - `duplicate`: this transaction was recorded before (a notification sent again): nothing changed;
 * - `refundDue`: money for an order that was already paid by another transaction, closed and no
 *   longer in stock, or paid a different amount: stored for a refund, the order unchanged.
 */
export type PaymentOutcome = "paid" | "duplicate" | "refundDue" | "unknownOrder";

class Rollback extends Error {}

/** The refund number of a refundDue payment: the same on every retry, so it is refunded once. */
export const paymentRefundNo = (orderNo: string, paymentId: number) => `${orderNo}-P${paymentId}`;

/**
 * Records one proven payment, idempotently, in one transaction:
 * 1. the order's row is locked (FOR UPDATE), so this and the timeout sweep or a cancel take turns;
 * 2. the payment is inserted ON CONFLICT DO NOTHING on (provider, provider_tx_id): a transaction
 *    seen before changes nothing, however often or late it arrives;
 * 3. an unpaid order of the same amount becomes paid (the conditional `status = 0` again); an
 *    order the timeout closed is paid too if its stock can still be taken again (a payment that
 *    arrived after the sweep), in a savepoint so a shortfall undoes only that attempt;
 * 4. anything else keeps the order as it is and marks the payment for a refund, a pending row of
 *    the refunds record.
 * Each step writes the order's timeline.
 */
export async function recordPayment(
  db: Db,
  payment: ProvenPayment,
  now: Date,
): Promise<PaymentOutcome> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [order] = await sqlRows<{
      id: number;
      status: number;
      total_cents: string | number;
      close_reason: string;
    }>(
      tx,
      sql`SELECT id, status, total_cents, close_reason FROM orders
          WHERE order_no = ${payment.orderNo} FOR UPDATE`,
    );
    if (!order) return "unknownOrder";
    const inserted = await sqlRows<{ id: number }>(
      tx,
      sql`INSERT INTO order_payments (order_id, provider, provider_tx_id, paid_cents, outcome, created_at)
          VALUES (${order.id}, ${payment.provider}, ${payment.providerTxId}, ${payment.paidCents},
                  'paid', ${at}::timestamptz)
          ON CONFLICT (provider, provider_tx_id) DO NOTHING
          RETURNING id`,
    );
    const paymentId = inserted[0]?.id;
    if (paymentId === undefined) return "duplicate";

    const rightAmount = Number(order.total_cents) === payment.paidCents;
    let paid = false;
    if (rightAmount && Number(order.status) === 0) paid = await markPaid(tx, order.id, payment, at);
    else if (rightAmount && Number(order.status) === 4 && order.close_reason === "timeout")
      paid = await reopenPaid(tx, order.id, payment, at);
    if (paid) {
      await addSales(tx, order.id);
      // A group order opens or joins its team with the payment (group-team.ts).
      await placeInTeam(tx, order.id, now);
      return "paid";
    }

    await tx.execute(sql`UPDATE order_payments SET outcome = 'refundDue' WHERE id = ${paymentId}`);
    // Due in the refunds record: the orders' timer gives it back (refunds-due.ts).
    await tx.execute(
      sql`INSERT INTO order_refunds (order_id, order_no, payment_id, kind, refund_no, amount_cents,
                                     actor, provider, created_at, updated_at)
          VALUES (${order.id}, ${payment.orderNo}, ${paymentId}, 'payment',
                  ${paymentRefundNo(payment.orderNo, paymentId)}, ${payment.paidCents}, 'system',
                  ${payment.provider}, ${at}::timestamptz, ${at}::timestamptz)`,
    );
    await event(tx, order.id, "refundDue", payment, at);
    return "refundDue";
  });
}

async function markPaid(tx: Db, orderId: number, payment: ProvenPayment, at: string) {
  const moved = await sqlRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET status = 1, paid_cents = ${payment.paidCents}, paid_at = ${at}::timestamptz,
                          updated_at = ${at}::timestamptz
        WHERE id = ${orderId} AND status = 0 RETURNING id`,
  );
  if (moved.length > 0) await event(tx, orderId, "paid", payment, at);
  return moved.length > 0;
}

/**
 * A timed-out order paid late: its stock taken again, all or nothing, then paid. Seckill-priced
 * lines take the seckill's own stock again (the timeout gave their units back to it, or to the
 * goods once it ended), first and in the checkout's lock order (activity, then SKU); a seckill that
 * no longer has them, or has ended, leaves the order closed and the payment due for a refund: the
 * seckill price is never had from the goods' stock.
 */
async function reopenPaid(tx: Db, orderId: number, payment: ProvenPayment, at: string) {
  try {
    await tx.transaction(async (inner) => {
      const lines = await sqlRows<{
        sku_id: number;
        activity_id: number | null;
        seckill: boolean;
        units: string | number;
      }>(
        inner,
        sql`SELECT sku_id, goods_id, activity_id,
                   coalesce(activity_kind = 'seckill', false) AS seckill,
                   sum(quantity) AS units
            FROM order_lines WHERE order_id = ${orderId}
            GROUP BY goods_id, sku_id, activity_kind, activity_id
            ORDER BY seckill DESC, activity_id, goods_id, sku_id`,
      );
      for (const line of lines) {
        const units = Number(line.units);
        const taken = line.seckill
          ? await takeSeckillStock(inner, Number(line.activity_id), Number(line.sku_id), units)
          : await takeStock(inner, Number(line.sku_id), units);
        if (!taken) throw new Rollback();
      }
      await inner.execute(
        sql`UPDATE orders SET status = 1, paid_cents = ${payment.paidCents},
                              paid_at = ${at}::timestamptz, closed_at = NULL, close_reason = '',
                              updated_at = ${at}::timestamptz
            WHERE id = ${orderId}`,
      );
      await event(inner, orderId, "paid", payment, at);
    });
    return true;
  } catch (error) {
    if (error instanceof Rollback) return false;
    throw error;
  }
}

/**
 * The units bought count as sales of each SKU and its product once paid: one SKU at a time, SKU
 * row then product row, in goods then SKU order, the order checkout locks them in.
 */
async function addSales(tx: Db, orderId: number) {
  const lines = await sqlRows<{ sku_id: number; units: string | number }>(
    tx,
    sql`SELECT sku_id, goods_id, sum(quantity) AS units FROM order_lines WHERE order_id = ${orderId}
        GROUP BY goods_id, sku_id ORDER BY goods_id, sku_id`,
  );
  for (const line of lines)
    await tx.execute(
      sql`WITH sold AS (
            UPDATE goods_skus SET sales = sales + ${Number(line.units)}
            WHERE id = ${Number(line.sku_id)} RETURNING goods_id
          )
          UPDATE goods SET sales = goods.sales + ${Number(line.units)}
          FROM sold WHERE goods.id = sold.goods_id`,
    );
}

async function event(tx: Db, orderId: number, type: string, payment: ProvenPayment, at: string) {
  await tx.execute(
    sql`INSERT INTO order_events (order_id, type, actor, detail, at)
        VALUES (${orderId}, ${type}, 'provider',
                jsonb_build_object('provider', ${payment.provider}::text,
                                   'providerTxId', ${payment.providerTxId}::text,
                                   'paidCents', ${payment.paidCents}::bigint),
                ${at}::timestamptz)`,
  );
}
