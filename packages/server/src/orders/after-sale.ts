import type { AfterSaleState } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import type { AfterSaleMessageKey, AfterSaleReason } from "./after-sale-messages.js";
import { ORDER_STATUS } from "./order-view.js";
import type { PaymentProvider } from "./payment/provider.js";
import { type LineRefundOutcome, refundOrderLine } from "./refund-line.js";

const DAY_MS = 86_400_000;

/**
 * Whether a completed order is past its after-sale window of `days` (VITRINE_ORDER_AFTER_SALE_DAYS,
 * order-config.ts) at `now`: the last moment is exactly `days` days after completion.
 */
export function pastAfterSaleWindow(completedAt: Date | null, now: Date, days: number): boolean {
  return completedAt === null || now.getTime() - completedAt.getTime() > days * DAY_MS;
}

export interface AfterSaleAsk {
  orderNo: string;
  lineIds: number[];
  reason: AfterSaleReason;
  note: string;
}

export type AfterSaleRefusal = { key: AfterSaleMessageKey; params?: Record<string, number> };

/** A request as the shopper's order page and the back-office list read it. */
export interface AfterSaleView {
  id: number;
  orderId: number;
  lineId: number;
  units: number;
  reason: string;
  note: string;
  state: AfterSaleState;
  answer: string;
  refundedCents: number;
  createdAt: string | null;
  decidedAt: string | null;
}

interface Row {
  id: number;
  order_id: number;
  line_id: number;
  units: number;
  reason: string;
  note: string;
  state: AfterSaleView["state"];
  answer: string;
  refunded_cents: number | string;
  created_at: string | Date | null;
  decided_at: string | Date | null;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

export const afterSaleView = (row: Row): AfterSaleView => ({
  id: Number(row.id),
  orderId: Number(row.order_id),
  lineId: Number(row.line_id),
  units: Number(row.units),
  reason: row.reason,
  note: row.note,
  state: row.state,
  answer: row.answer,
  refundedCents: Number(row.refunded_cents),
  createdAt: iso(row.created_at),
  decidedAt: iso(row.decided_at),
});

/** An order's requests, oldest first. */
export async function afterSalesOf(db: Db, orderId: number): Promise<AfterSaleView[]> {
  const rows = await sqlRows<Row>(
    db,
    sql`SELECT * FROM order_after_sales WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.map(afterSaleView);
}

/**
 * The shopper asks about some lines of their own paid, shipped or completed order (completed at
 * most `windowDays` ago). One row per line, holding the order's row so two asks at once are
 * checked one after the other; a line with an open request or nothing left to refund is refused,
 * and a refusal writes nothing. Answers the new requests' ids.
 */
export async function askAfterSale(
  db: Db,
  appUserId: number,
  ask: AfterSaleAsk,
  now: Date,
  windowDays: number,
): Promise<
  { ok: true; ids: number[]; orderId: number } | { ok: false; refusal: AfterSaleRefusal }
> {
  return db.transaction(async (tx) => {
    const [order] = await sqlRows<{
      id: number;
      status: number;
      completed_at: string | Date | null;
    }>(
      tx,
      sql`SELECT id, status, completed_at FROM orders
          WHERE order_no = ${ask.orderNo} AND app_user_id = ${appUserId} FOR UPDATE`,
    );
    // Someone else's order is answered as no order at all.
    if (!order) return { ok: false as const, refusal: { key: "afterSale.badOrder" } };
    const status = Number(order.status);
    if (status < ORDER_STATUS.paid || status > ORDER_STATUS.completed)
      return { ok: false as const, refusal: { key: "afterSale.notEligible" } };
    const completedAt = order.completed_at === null ? null : new Date(order.completed_at);
    if (status === ORDER_STATUS.completed && pastAfterSaleWindow(completedAt, now, windowDays))
      return {
        ok: false as const,
        refusal: { key: "afterSale.tooLate", params: { days: windowDays } },
      };
    const orderId = Number(order.id);
    const lines = await sqlRows<{ id: number; quantity: number; refunded: number; open: number }>(
      tx,
      sql`SELECT l.id, l.quantity,
                 (SELECT coalesce(sum((e.detail->>'units')::int), 0)::int FROM order_events e
                  WHERE e.order_id = l.order_id AND e.type = 'lineRefunded'
                    AND (e.detail->>'lineId')::int = l.id) AS refunded,
                 (SELECT count(*)::int FROM order_after_sales a
                  WHERE a.line_id = l.id AND a.state = 'open') AS open
          FROM order_lines l WHERE l.order_id = ${orderId}`,
    );
    const byId = new Map(lines.map((l) => [Number(l.id), l]));
    const asked = [...new Set(ask.lineIds)];
    if (asked.length === 0 || asked.some((id) => !byId.has(id)))
      return { ok: false as const, refusal: { key: "afterSale.badLines" } };
    const ids: number[] = [];
    for (const lineId of asked) {
      const line = byId.get(lineId)!;
      if (Number(line.open) > 0)
        return { ok: false as const, refusal: { key: "afterSale.lineOpen" } };
      const units = Number(line.quantity) - Number(line.refunded);
      if (units <= 0) return { ok: false as const, refusal: { key: "afterSale.lineRefunded" } };
      const [row] = await sqlRows<{ id: number }>(
        tx,
        sql`INSERT INTO order_after_sales (order_id, line_id, app_user_id, units, reason, note, created_at)
            VALUES (${orderId}, ${lineId}, ${appUserId}, ${units}, ${ask.reason}, ${ask.note},
                    ${now.toISOString()}::timestamptz)
            RETURNING id`,
      );
      ids.push(Number(row!.id));
    }
    await tx.execute(
      sql`INSERT INTO order_events (order_id, type, actor, detail, at)
          VALUES (${orderId}, 'afterSaleRequested', 'shopper',
                  ${JSON.stringify({ lineIds: asked, reason: ask.reason, ids })}::jsonb,
                  ${now.toISOString()}::timestamptz)`,
    );
    return { ok: true as const, ids, orderId };
  });
}

async function openRequest(db: Db, id: number): Promise<AfterSaleView | undefined> {
  const [row] = await sqlRows<Row>(
    db,
    sql`SELECT * FROM order_after_sales WHERE id = ${id} AND state = 'open'`,
  );
  return row ? afterSaleView(row) : undefined;
}

/**
 * 同意退款: the request's units of its line go through the operator's own line refund
 * (refund-line.ts), keyed by the request, so approving twice refunds once; the request is closed
 * only once the refund is made. A refund that is refused leaves the request open.
 */
export async function approveAfterSale(
  db: Db,
  provider: PaymentProvider | null,
  id: number,
  actor: string,
  reasonText: string,
  now: Date,
): Promise<
  | { ok: true; request: AfterSaleView }
  | { ok: false; notOpen: true }
  | { ok: false; notOpen: false; refund: Exclude<LineRefundOutcome, { ok: true }> }
> {
  const request = await openRequest(db, id);
  if (!request) return { ok: false, notOpen: true };
  const refund = await refundOrderLine(
    db,
    provider,
    request.orderId,
    {
      lineId: request.lineId,
      units: request.units,
      requestId: `after-sale-${id}`,
      reason: reasonText,
      actor,
      restoreStock: true,
    },
    now,
  );
  if (!refund.ok) return { ok: false, notOpen: false, refund };
  const [row] = await sqlRows<Row>(
    db,
    sql`UPDATE order_after_sales SET state = 'approved', refunded_cents = ${refund.refundedCents},
               decided_by = ${actor}, decided_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id} AND state = 'open' RETURNING *`,
  );
  if (!row) return { ok: false, notOpen: true };
  return { ok: true, request: afterSaleView(row) };
}

/** 拒绝: the request closes with the operator's reason, which the shopper's order page shows. */
export async function rejectAfterSale(
  db: Db,
  id: number,
  actor: string,
  answer: string,
  now: Date,
): Promise<AfterSaleView | undefined> {
  const [row] = await sqlRows<Row>(
    db,
    sql`UPDATE order_after_sales SET state = 'rejected', answer = ${answer},
               decided_by = ${actor}, decided_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id} AND state = 'open' RETURNING *`,
  );
  if (!row) return undefined;
  await db.execute(
    sql`INSERT INTO order_events (order_id, type, actor, detail, at)
        VALUES (${row.order_id}, 'afterSaleRejected', ${actor},
                ${JSON.stringify({ id: Number(row.id), lineId: Number(row.line_id), answer })}::jsonb,
                ${now.toISOString()}::timestamptz)`,
  );
  return afterSaleView(row);
}
