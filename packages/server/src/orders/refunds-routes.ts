import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";
import { describeOperation, writeOperationLog } from "../modules/framework/operation-log.js";
import { badId, readId } from "./input.js";
import { orderTranslator } from "./messages.js";
import { paymentTranslator } from "./payment/messages.js";
import type { PaymentProvider } from "./payment/provider.js";
import { refundPaidOrder } from "./refund-order.js";
import { refundDuePayment } from "./refunds-due.js";
import { failWith } from "./refusal.js";
import { orderRefunds } from "./schema.js";

type Body = Record<string, unknown>;

/**
 * `POST /api/orderRefund/retry` (`order:refund:retry`): `{ id }` tries a due refund again now
 * instead of at the next sweep: a refundDue payment (refunds-due.ts) or a failed group order's
 * refund (refund-order.ts, stock given back as the sweep does). Both are the sweep's own calls, so
 * a retry and a sweep at once still refund once. Anything else (already refunded, or an operator's
 * refund, which the operator makes again from the order) is refused. Answers the row after it.
 */
export function refundRecordRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: PaymentProvider | null,
) {
  app.post<{ Body: Body }>(
    "/api/orderRefund/retry",
    {
      schema: { body: { type: "object", maxProperties: 4 } },
      config: { permission: "order:refund:retry" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const id = readId(request.body?.id);
      if (id === undefined) return failWith(t, [badId("id")], request.locale);
      const read = async () =>
        (await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.id, id)))[0];
      const row = await read();
      const retryable =
        row && row.state !== "succeeded" && (row.kind === "payment" || row.kind === "group");
      if (!row || !retryable) return failWith(t, [{ key: "refund.notDue" }], request.locale);

      const now = ctx.now();
      if (row.kind === "payment") {
        if ((await refundDuePayment(ctx.db, provider, id, now)) === "notDue")
          return failWith(t, [{ key: "refund.notDue" }], request.locale);
      } else {
        const reason = orderTranslator("zh-cn")("group.refundReason");
        const options = { actor: "system", reason, restoreStock: true, kind: "group" as const };
        const outcome = await refundPaidOrder(ctx.db, provider, row.orderId, options, now);
        if (!outcome.ok && outcome.reason === "notPaid")
          return failWith(t, [{ key: "refund.notDue" }], request.locale);
      }
      const after = await read();
      await writeOperationLog(ctx.db, request, now, {
        module: "order",
        action: "refund",
        ids: [row.orderId],
        summary: describeOperation(
          request.locale,
          "edited",
          [`${row.orderNo} (#${row.orderId})`],
          `${row.refundNo} → ${after?.state ?? row.state}`,
        ),
      });
      if (after?.state !== "succeeded") {
        const reason = after?.error
          ? paymentTranslator(request.locale)(after.error.key, after.error.params)
          : "";
        return failWith(t, [{ key: "order.refundFailed", params: { reason } }], request.locale);
      }
      return ok({ id, state: after.state, providerRefundId: after.providerRefundId });
    },
  );
}
