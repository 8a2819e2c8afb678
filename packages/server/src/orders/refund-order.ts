import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { giveBackStock } from "../goods/stock.js";
import type { PaymentMessage, PaymentProvider } from "./payment/provider.js";
import { recordRefund } from "./refunds-record.js";

export type RefundOutcome =
  | { ok: true; refundedCents: number }
  | { ok: false; reason: "notPaid" }
  | { ok: false; reason: "provider"; message: PaymentMessage };

/**
 * Closes a paid order that was not shipped and gives the shopper's money back through the
 * provider, in one transaction holding the order's row (FOR UPDATE): shipping waits for it, and
 * the order is closed only once the provider has refunded, so a refusal by the provider changes
 * nothing. The refund's number is the order's (`<orderNo>-R1`): the provider treats a retry as
 * the same refund, never a second one. The units go back to stock when `restoreStock`.
 * Each refund is a row of the refunds record (refunds-record.ts); a failed group refund is one
 * too, due, with the provider's message, so the operator sees what the next sweep will retry.
 */
export async function refundPaidOrder(
  db: Db,
  provider: PaymentProvider | null,
  orderId: number,
  options: { actor: string; reason: string; restoreStock: boolean; kind?: "order" | "group" },
  now: Date,
): Promise<RefundOutcome> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [order] = await sqlRows<{ order_no: string; paid_cents: string | number }>(
      tx,
      sql`SELECT order_no, paid_cents FROM orders WHERE id = ${orderId} AND status = 1 FOR UPDATE`,
    );
    if (!order) return { ok: false as const, reason: "notPaid" as const };
    const paidCents = Number(order.paid_cents);
    const [payment] = await sqlRows<{ provider: string }>(
      tx,
      sql`SELECT provider FROM order_payments WHERE order_id = ${orderId} AND outcome = 'paid'`,
    );
    const refundNo = `${order.order_no}-R1`;
    const kind = options.kind ?? "order";
    const { actor, reason } = options;
    const entry = { orderId, kind, refundNo, amountCents: paidCents, actor, reason };
    const paidThrough = payment?.provider ?? "";
    const refunded =
      provider && payment?.provider === provider.name
        ? await provider.refund({
            orderNo: order.order_no,
            refundNo,
            refundCents: paidCents,
            reason: options.reason,
          })
        : { ok: false as const, message: { key: "pay.unreachable" as const, params: {} } };
    if (!refunded.ok) {
      if (kind === "group")
        await recordRefund(tx, { ...entry, provider: paidThrough, outcome: refunded }, now);
      return { ok: false as const, reason: "provider" as const, message: refunded.message };
    }
    await recordRefund(tx, { ...entry, provider: paidThrough, outcome: refunded }, now);

    await tx.execute(
      sql`UPDATE orders SET status = 4, close_reason = 'refunded', closed_at = ${at}::timestamptz,
                            updated_at = ${at}::timestamptz
          WHERE id = ${orderId}`,
    );
    await tx.execute(
      sql`UPDATE order_payments SET outcome = 'refunded' WHERE order_id = ${orderId} AND outcome = 'paid'`,
    );
    if (options.restoreStock) {
      const lines = await sqlRows<{ sku_id: number; units: string | number }>(
        tx,
        sql`SELECT sku_id, goods_id, sum(quantity) AS units FROM order_lines WHERE order_id = ${orderId}
            GROUP BY goods_id, sku_id ORDER BY goods_id, sku_id`,
      );
      for (const line of lines) await giveBackStock(tx, Number(line.sku_id), Number(line.units));
    }
    await tx.execute(
      sql`INSERT INTO order_events (order_id, type, actor, detail, at)
          VALUES (${orderId}, 'refunded', ${options.actor},
                  jsonb_build_object('refundedCents', ${refunded.refundedCents}::bigint,
                                     'providerRefundId', ${refunded.providerRefundId}::text,
                                     'restoreStock', ${options.restoreStock}::boolean),
                  ${at}::timestamptz)`,
    );
    return { ok: true as const, refundedCents: refunded.refundedCents };
  });
}
