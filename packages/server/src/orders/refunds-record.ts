import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import type { PaymentMessage } from "./payment/provider.js";
import type { RefundKind } from "./schema.js";

/** One refund as the refunds record keeps it (migration 0034). */
export interface RefundEntry {
  orderId: number;
  kind: RefundKind;
  refundNo: string;
  amountCents: number;
  reason: string;
  /** 'system' for the sweeps, else the operator's user name. */
  actor: string;
  provider: string;
  outcome: { ok: true; providerRefundId: string } | { ok: false; message: PaymentMessage };
}

/**
 * Writes the outcome of one refund attempt in the caller's transaction, by its refund number: a
 * first attempt inserts the row, a retry of a failed one updates it (one row per refund, however
 * often it was tried). A row that already succeeded never changes again, and only the attempt that
 * makes it succeed adds the cents to the order's refunded total (not a refundDue payment's: that
 * money was never the order's). Answers whether this attempt was the one that succeeded.
 */
export async function recordRefund(tx: Db, entry: RefundEntry, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const state = entry.outcome.ok ? "succeeded" : "failed";
  const providerRefundId = entry.outcome.ok ? entry.outcome.providerRefundId : "";
  const error = entry.outcome.ok ? null : JSON.stringify(entry.outcome.message);
  const written = await sqlRows<{ state: string }>(
    tx,
    sql`INSERT INTO order_refunds (order_id, order_no, kind, refund_no, amount_cents, reason, actor,
                                   state, provider, provider_refund_id, error, attempts,
                                   created_at, updated_at)
        SELECT id, order_no, ${entry.kind}, ${entry.refundNo}, ${entry.amountCents}, ${entry.reason},
               ${entry.actor}, ${state}, ${entry.provider}, ${providerRefundId}, ${error}::jsonb, 1,
               ${at}::timestamptz, ${at}::timestamptz
        FROM orders WHERE id = ${entry.orderId}
        ON CONFLICT (refund_no) DO UPDATE
          SET state = EXCLUDED.state, provider = EXCLUDED.provider,
              provider_refund_id = EXCLUDED.provider_refund_id, error = EXCLUDED.error,
              attempts = order_refunds.attempts + 1, updated_at = EXCLUDED.updated_at
          WHERE order_refunds.state <> 'succeeded'
        RETURNING state`,
  );
  const succeeded = written[0]?.state === "succeeded";
  if (succeeded && entry.kind !== "payment")
    await tx.execute(
      sql`UPDATE orders SET refunded_cents = refunded_cents + ${entry.amountCents}
          WHERE id = ${entry.orderId}`,
    );
  return succeeded;
}
