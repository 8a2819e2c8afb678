import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";
import { describeOperation, writeOperationLog } from "../modules/framework/operation-log.js";
import { badId, readId, readQuantity } from "./input.js";
import { orderTranslator } from "./messages.js";
import { orderDetail } from "./order-view.js";
import { paymentTranslator } from "./payment/messages.js";
import type { PaymentProvider } from "./payment/provider.js";
import { refundOrderLine } from "./refund-line.js";
import { failWith, type Refusal } from "./refusal.js";
import { orders } from "./schema.js";

type Body = Record<string, unknown>;

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * `POST /api/order/refundLine` (`order:refund`): `{ id, lineId, units, requestId, reason?,
 * restoreStock? }` refunds some units of one line (refund-line.ts). `requestId` is the screen's
 * key of the attempt, so a retried request refunds once. A refused one changes nothing.
 * `POST /api/order/remark` (`order:remark`, its own grant since migration 0035): `{ id, remark }`.
 */
export function refundRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: PaymentProvider | null,
) {
  app.post<{ Body: Body }>(
    "/api/order/refundLine",
    {
      schema: { body: { type: "object", maxProperties: 8 } },
      config: { permission: "order:refund" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const body = request.body ?? {};
      const refusals: Refusal[] = [];
      const id = readId(body.id);
      const lineId = readId(body.lineId);
      const units = readQuantity(body.units, 100_000);
      const reason = typeof body.reason === "string" ? body.reason.trim() : "";
      const requestId = typeof body.requestId === "string" ? body.requestId : "";
      if (id === undefined) refusals.push(badId("id"));
      if (lineId === undefined) refusals.push({ key: "order.lineNotFound", field: "lineId" });
      if (units === undefined)
        refusals.push({ key: "order.refundUnits", params: { left: 100_000 }, field: "units" });
      if ([...reason].length > 200) refusals.push({ key: "order.refundReason", field: "reason" });
      if (!REQUEST_ID.test(requestId))
        refusals.push({ key: "order.requestId", field: "requestId" });
      if (refusals.length > 0 || id === undefined || lineId === undefined || units === undefined)
        return failWith(t, refusals, request.locale);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
      if (!row) return failWith(t, [{ key: "order.notFound" }], request.locale);
      const actor = request.auth?.access.username ?? "";
      const outcome = await refundOrderLine(
        ctx.db,
        provider,
        id,
        { lineId, units, requestId, reason, actor, restoreStock: body.restoreStock !== false },
        ctx.now(),
      );
      if (!outcome.ok) {
        const refusal: Refusal =
          outcome.reason === "quantity"
            ? { key: "order.refundUnits", params: { left: outcome.unitsLeft }, field: "units" }
            : outcome.reason === "reasonNeeded"
              ? { key: "order.refundReason", field: "reason" }
              : outcome.reason === "lineNotFound"
                ? { key: "order.lineNotFound", field: "lineId" }
                : outcome.reason === "provider"
                  ? {
                      key: "order.refundFailed",
                      params: {
                        reason: paymentTranslator(request.locale)(
                          outcome.message.key,
                          outcome.message.params,
                        ),
                      },
                    }
                  : { key: "order.notRefundable" };
        return failWith(t, [refusal], request.locale);
      }
      if (!outcome.repeated)
        await writeOperationLog(ctx.db, request, ctx.now(), {
          module: "order",
          action: "refund",
          ids: [id],
          summary: describeOperation(
            request.locale,
            "edited",
            [`${row.orderNo} (#${id})`],
            `#${lineId} × ${units} → ¥${(outcome.refundedCents / 100).toFixed(2)}${reason ? ` (${reason})` : ""}`,
          ),
        });
      const [after] = await ctx.db.select().from(orders).where(eq(orders.id, id));
      return ok({
        refundedCents: outcome.refundedCents,
        order: await orderDetail(ctx.db, after!, request.locale),
      });
    },
  );

  // An operator's remark on an order: a timeline event (the drawer shows it) and a log line.
  app.post<{ Body: Body }>(
    "/api/order/remark",
    {
      schema: { body: { type: "object", maxProperties: 4 } },
      config: { permission: "order:remark" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const id = readId(request.body?.id);
      const remark = typeof request.body?.remark === "string" ? request.body.remark.trim() : "";
      const refusals: Refusal[] = [];
      if (id === undefined) refusals.push(badId("id"));
      if (remark.length < 1 || [...remark].length > 500)
        refusals.push({ key: "order.remarkText", field: "remark" });
      if (refusals.length > 0 || id === undefined) return failWith(t, refusals, request.locale);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
      if (!row) return failWith(t, [{ key: "order.notFound" }], request.locale);
      const actor = request.auth?.access.username ?? "";
      await ctx.db.execute(
        sql`INSERT INTO order_events (order_id, type, actor, detail, at)
            VALUES (${id}, 'remark', ${actor}, jsonb_build_object('remark', ${remark}::text),
                    ${ctx.now().toISOString()}::timestamptz)`,
      );
      await writeOperationLog(ctx.db, request, ctx.now(), {
        module: "order",
        action: "remark",
        ids: [id],
        summary: describeOperation(request.locale, "edited", [`${row.orderNo} (#${id})`], remark),
      });
      return ok(await orderDetail(ctx.db, row, request.locale));
    },
  );
}
