import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { giveBackStock } from "../goods/stock.js";
import { paidLinesOf, reverseLineCommission } from "./commissions.js";
import { ORDER_STATUS } from "./order-view.js";
import type { PaymentMessage, PaymentProvider } from "./payment/provider.js";
import { recordRefund } from "./refunds-record.js";
import { refundShare } from "./rules/refund-share.js";

export interface LineRefundRequest {
  lineId: number;
  units: number;
  /** The caller's key of this request: the same key again answers the first refund, paying nothing. */
  requestId: string;
  reason: string;
  actor: string;
  restoreStock: boolean;
}

export type LineRefundOutcome =
  | { ok: true; refundedCents: number; repeated: boolean }
  | { ok: false; reason: "notRefundable" | "lineNotFound" | "reasonNeeded" }
  | { ok: false; reason: "quantity"; unitsLeft: number }
  | { ok: false; reason: "provider"; message: PaymentMessage };

const UNREACHABLE: PaymentMessage = { key: "pay.unreachable", params: {} };

/** Whether the order was paid through `provider`, the one that can give its money back. */
export async function paidThrough(tx: Db, orderId: number, provider: PaymentProvider | null) {
  const [payment] = await sqlRows<{ provider: string }>(
    tx,
    sql`SELECT provider FROM order_payments WHERE order_id = ${orderId} AND outcome = 'paid'`,
  );
  return provider !== null && payment?.provider === provider.name;
}

/** A line's units back to where they were taken from: its seckill's stock while it holds its own. */
async function giveBackLineStock(
  tx: Db,
  line: { sku_id: number; activity_kind: string | null; activity_id: number | null },
  units: number,
) {
  if (line.activity_kind === "seckill" && line.activity_id !== null) {
    const [activity] = await sqlRows<{ stock_state: number }>(
      tx,
      sql`SELECT stock_state FROM seckill_activities WHERE id = ${line.activity_id} FOR SHARE`,
    );
    if (Number(activity?.stock_state) === 1) {
      await tx.execute(
        sql`UPDATE seckill_skus SET sold = sold - ${units}
            WHERE activity_id = ${line.activity_id} AND sku_id = ${line.sku_id} AND sold >= ${units}`,
      );
      return;
    }
  }
  await giveBackStock(tx, Number(line.sku_id), units);
}

/**
 * Refunds `units` units of one line of a paid, shipped or completed order (after shipping the
 * goods come back, so a reason is required). One transaction holds the order's row (FOR UPDATE),
 * so two refunds of one order run one after the other and neither can pay what the other did.
 * The refunds so far are the order's `lineRefunded` events; refundShare gives this one's cents.
 * The provider is asked first, under the refund number `<orderNo>-L<lineId>-<n>`, and nothing
 * changes if it refuses. Then the refunds record, stock, the line's commission, the order's
 * status (closed as refunded once every unit is) and the timeline. A request whose `requestId`
 * was seen answers the first outcome.
 */
export async function refundOrderLine(
  db: Db,
  provider: PaymentProvider | null,
  orderId: number,
  request: LineRefundRequest,
  now: Date,
): Promise<LineRefundOutcome> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [order] = await sqlRows<{ order_no: string; status: number }>(
      tx,
      sql`SELECT order_no, status FROM orders WHERE id = ${orderId} FOR UPDATE`,
    );
    const status = Number(order?.status);
    const refundable: number[] = [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed];
    const refunds = await sqlRows<{ detail: unknown }>(
      tx,
      sql`SELECT detail FROM order_events WHERE order_id = ${orderId} AND type = 'lineRefunded'`,
    );
    const done = refunds.map(
      (r) =>
        (typeof r.detail === "string" ? JSON.parse(r.detail) : r.detail) as {
          lineId: number;
          units: number;
          cents: number;
          requestId: string;
        },
    );
    const seen = done.find((d) => d.requestId === request.requestId);
    if (seen) return { ok: true as const, refundedCents: seen.cents, repeated: true };
    if (!order || !refundable.includes(status))
      return { ok: false as const, reason: "notRefundable" as const };
    if (status !== ORDER_STATUS.paid && request.reason.trim() === "")
      return { ok: false as const, reason: "reasonNeeded" as const };

    const [line] = await sqlRows<{
      id: number;
      sku_id: number;
      quantity: number;
      activity_kind: string | null;
      activity_id: number | null;
    }>(
      tx,
      sql`SELECT id, sku_id, quantity, activity_kind, activity_id FROM order_lines
          WHERE id = ${request.lineId} AND order_id = ${orderId}`,
    );
    const paid = (await paidLinesOf(tx, orderId)).find((l) => l.lineId === request.lineId);
    if (!line || !paid) return { ok: false as const, reason: "lineNotFound" as const };
    const ofLine = done.filter((d) => d.lineId === request.lineId);
    const share = refundShare(
      {
        paidCents: paid.paidCents,
        quantity: Number(line.quantity),
        refundedUnits: ofLine.reduce((a, d) => a + d.units, 0),
        refundedCents: ofLine.reduce((a, d) => a + d.cents, 0),
      },
      request.units,
    );
    if (!share.ok)
      return { ok: false as const, reason: "quantity" as const, unitsLeft: share.unitsLeft };

    if (!provider || !(await paidThrough(tx, orderId, provider)))
      return { ok: false as const, reason: "provider" as const, message: UNREACHABLE };
    const refundNo = `${order.order_no}-L${request.lineId}-${ofLine.length + 1}`;
    // A line refunded for 0 cents (a free gift) asks no provider: there is nothing to give back.
    const refunded =
      share.cents > 0
        ? await provider.refund({
            orderNo: order.order_no,
            refundNo,
            refundCents: share.cents,
            reason: request.reason,
          })
        : { ok: true as const, providerRefundId: "", refundedCents: 0 };
    if (!refunded.ok)
      return { ok: false as const, reason: "provider" as const, message: refunded.message };

    await recordRefund(
      tx,
      {
        orderId,
        kind: "line",
        refundNo,
        amountCents: share.cents,
        reason: request.reason,
        actor: request.actor,
        provider: provider.name,
        outcome: refunded,
      },
      now,
    );
    if (request.restoreStock) await giveBackLineStock(tx, line, request.units);
    await reverseLineCommission(tx, orderId, request.lineId, share.cents, refundNo, now);
    await tx.execute(
      sql`INSERT INTO order_events (order_id, type, actor, detail, at)
          VALUES (${orderId}, 'lineRefunded', ${request.actor},
                  ${JSON.stringify({
                    lineId: request.lineId,
                    units: request.units,
                    cents: share.cents,
                    requestId: request.requestId,
                    refundNo,
                    providerRefundId: refunded.providerRefundId,
                    reason: request.reason,
                    restoreStock: request.restoreStock,
                  })}::jsonb,
                  ${at}::timestamptz)`,
    );
    const [left] = await sqlRows<{ units: string | number }>(
      tx,
      sql`SELECT (SELECT coalesce(sum(quantity), 0) FROM order_lines WHERE order_id = ${orderId})
               - (SELECT coalesce(sum((detail->>'units')::int), 0) FROM order_events
                  WHERE order_id = ${orderId} AND type = 'lineRefunded') AS units`,
    );
    if (Number(left?.units) <= 0) {
      await tx.execute(
        sql`UPDATE orders SET status = ${ORDER_STATUS.closed}, close_reason = 'refunded',
                              closed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
            WHERE id = ${orderId}`,
      );
      await tx.execute(
        sql`UPDATE order_payments SET outcome = 'refunded' WHERE order_id = ${orderId} AND outcome = 'paid'`,
      );
    } else
      await tx.execute(
        sql`UPDATE orders SET updated_at = ${at}::timestamptz WHERE id = ${orderId}`,
      );
    return { ok: true as const, refundedCents: share.cents, repeated: false };
  });
}
