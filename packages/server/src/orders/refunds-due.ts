import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { orderTranslator } from "./messages.js";
import type { PaymentProvider, RefundResult } from "./payment/provider.js";
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryIsDue } from "./refund-backoff.js";
import { recordRefund } from "./refunds-record.js";

/** Due payments refunded per sweep at most; a backlog goes over the next sweeps. */
export const DUE_REFUND_BATCH = 100;

export type DueRefundOutcome = "refunded" | "failed" | "notDue";

/**
 * Gives one refundDue payment back (record-payment.ts marked it: a second payment of a paid order,
 * or a late one its closed order could not take) through the provider that took it, naming that
 * very transaction. The refund's row is held FOR UPDATE SKIP LOCKED for the provider's call, so of
 * two processes (or a sweep and the operator's 重试退款) one refunds and the other skips it; the
 * refund number is the payment's (`<orderNo>-P<paymentId>`), so even a retry after a crash is the
 * same refund at the provider. The order is not touched: for a second payment the first one
 * stands. A refusal leaves the row failed, with the provider's message, for a sweep after its
 * backoff (or the operator's 重试退款, at once).
 */
export async function refundDuePayment(
  db: Db,
  provider: PaymentProvider | null,
  refundId: number,
  now: Date,
): Promise<DueRefundOutcome> {
  return db.transaction(async (tx) => {
    const [due] = await sqlRows<{
      order_id: number;
      order_no: string;
      payment_id: number;
      refund_no: string;
      amount_cents: string | number;
      provider: string;
      provider_tx_id: string;
    }>(
      tx,
      sql`SELECT r.order_id, r.order_no, r.payment_id, r.refund_no, r.amount_cents, p.provider,
                 p.provider_tx_id
          FROM order_refunds r JOIN order_payments p ON p.id = r.payment_id
          WHERE r.id = ${refundId} AND r.kind = 'payment' AND r.state <> 'succeeded'
          FOR UPDATE OF r SKIP LOCKED`,
    );
    if (!due) return "notDue";
    const amountCents = Number(due.amount_cents);
    const reason = orderTranslator("zh-cn")("refund.paymentReason");
    const outcome: RefundResult =
      provider && provider.name === due.provider
        ? await provider.refund({
            orderNo: due.order_no,
            refundNo: due.refund_no,
            refundCents: amountCents,
            reason,
            providerTxId: due.provider_tx_id,
          })
        : { ok: false, message: { key: "pay.unreachable", params: {} } };
    const entry = {
      orderId: Number(due.order_id),
      kind: "payment" as const,
      refundNo: due.refund_no,
      amountCents,
      reason,
      actor: "system",
      provider: due.provider,
      outcome,
    };
    if (!(await recordRefund(tx, entry, now))) return "failed";
    await tx.execute(
      sql`UPDATE order_payments SET outcome = 'refunded'
          WHERE id = ${Number(due.payment_id)} AND outcome = 'refundDue'`,
    );
    await tx.execute(
      sql`INSERT INTO order_events (order_id, type, actor, detail, at)
          VALUES (${entry.orderId}, 'paymentRefunded', 'system',
                  jsonb_build_object('providerTxId', ${due.provider_tx_id}::text,
                                     'refundedCents', ${amountCents}::bigint,
                                     'refundNo', ${due.refund_no}::text),
                  ${now.toISOString()}::timestamptz)`,
    );
    return "refunded";
  });
}

/**
 * The due-refund part of the orders' timer: every refundDue payment not yet given back, oldest
 * first, each in its own transaction (refundDuePayment); one the provider refused only once its
 * backoff has passed (refund-backoff.ts). Answers the refunds' ids that succeeded.
 */
export async function sweepDueRefunds(
  db: Db,
  provider: PaymentProvider | null,
  now: Date,
): Promise<number[]> {
  // A pending row has not been tried; a failed one waits out its backoff. The SQL states the
  // same rule as retryDelayMs, so rows still waiting take no place in the batch.
  const due = await sqlRows<{ id: number; attempts: number; updated_at: string | Date }>(
    db,
    sql`SELECT id, attempts::int AS attempts, updated_at FROM order_refunds
        WHERE kind = 'payment' AND state <> 'succeeded'
          AND (state = 'pending'
               OR updated_at <= ${now.toISOString()}::timestamptz - interval '1 millisecond'
                  * least(${FIRST_RETRY_MS} * power(2, least(attempts - 1, 20)), ${LONGEST_RETRY_MS}))
        ORDER BY id LIMIT ${DUE_REFUND_BATCH}`,
  );
  const refunded: number[] = [];
  for (const { id, attempts, updated_at } of due) {
    if (!retryIsDue(Number(attempts), new Date(updated_at), now)) continue;
    if ((await refundDuePayment(db, provider, Number(id), now)) === "refunded")
      refunded.push(Number(id));
  }
  return refunded;
}
