import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { ok } from "../http/envelope.js";
import {
  describeOperation,
  summarizeChange,
  writeOperationLog,
} from "../modules/framework/operation-log.js";
import { cancelUnpaidOrder } from "./close-orders.js";
import { orderModule } from "./declaration.js";
import { badId, readId } from "./input.js";
import { orderTranslator } from "./messages.js";
import { ORDER_STATUS, orderDetail } from "./order-view.js";
import { paymentTranslator } from "./payment/messages.js";
import type { PaymentProvider } from "./payment/provider.js";
import { readShipment } from "./read-shipment.js";
import { refundPaidOrder } from "./refund-order.js";
import { failWith, type Refusal } from "./refusal.js";
import { orders, type Parcel } from "./schema.js";

type Body = Record<string, unknown>;

async function readOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The operators' order calls beside the generic list (orders/API.md): the detail with its price
 * breakdown and timeline (`order:index`), ship (`order:ship`: a paid order gets its carrier and
 * tracking number) and cancel (`order:cancel`: an unpaid order is closed, its stock given back; a
 * paid one not yet shipped is refunded through the provider first, refund-order.ts).
 * Each move is one conditional UPDATE on the status it starts from, so two operators cannot both
 * make it, and each writes the operation log and the order's timeline.
 */
export function orderAdminRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: PaymentProvider | null,
) {
  app.get<{ Querystring: { id?: string } }>(
    "/api/order/detail",
    {
      schema: {
        querystring: { type: "object", properties: { id: { type: "string", maxLength: 12 } } },
      },
      config: { permission: "order:index" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const id = readId(request.query.id);
      if (id === undefined) return failWith(t, [badId("id")], request.locale);
      const row = await readOrder(ctx.db, id);
      if (!row) return failWith(t, [{ key: "order.notFound" }], request.locale);
      return ok(await orderDetail(ctx.db, row, request.locale));
    },
  );

  const log = async (
    request: FastifyRequest,
    id: number,
    action: "ship" | "cancel",
    before: Record<string, unknown>,
    after: Record<string, unknown>,
    orderNo: string,
  ) =>
    writeOperationLog(ctx.db, request, ctx.now(), {
      module: "order",
      action: action === "ship" ? "ship" : "cancel",
      ids: [id],
      // 修改 2606… (#3)：订单状态 待发货 → 已发货；物流公司 顺丰…, in the operator's language.
      summary: describeOperation(
        request.locale,
        "edited",
        [`${orderNo} (#${id})`],
        summarizeChange(orderModule, before, after, request.locale),
      ),
    });

  app.post<{ Body: Body }>(
    "/api/order/ship",
    {
      schema: { body: { type: "object", maxProperties: 8 } },
      config: { permission: "order:ship" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const body = request.body ?? {};
      const id = readId(body.id);
      if (id === undefined) return failWith(t, [badId("id")], request.locale);
      const parcels = readShipment(body);
      if (parcels.some((p) => "key" in p)) return failWith(t, parcels as Refusal[], request.locale);
      const shipped = parcels as Parcel[];
      const shipment = { carrier: shipped[0]!.carrier, trackingNo: shipped[0]!.trackingNo };
      const row = await readOrder(ctx.db, id);
      if (!row) return failWith(t, [{ key: "order.notFound" }], request.locale);
      const at = ctx.now().toISOString();
      const actor = request.auth?.access.username ?? "";
      const moved = await ctx.db.transaction(async (tx) => {
        const rows = await sqlRows<{ id: number }>(
          tx,
          sql`UPDATE orders SET status = ${ORDER_STATUS.shipped}, carrier = ${shipment.carrier},
                                tracking_no = ${shipment.trackingNo},
                                parcels = ${JSON.stringify(shipped)}::jsonb,
                                shipped_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
              WHERE id = ${id} AND status = ${ORDER_STATUS.paid}
                AND (group_state IS NULL OR group_state = 1) RETURNING id`,
        );
        if (rows.length > 0)
          await tx.execute(
            sql`INSERT INTO order_events (order_id, type, actor, detail, at)
                VALUES (${id}, 'shipped', ${actor},
                        jsonb_build_object('carrier', ${shipment.carrier}::text,
                                           'trackingNo', ${shipment.trackingNo}::text,
                                           'parcels', ${JSON.stringify(shipped)}::jsonb),
                        ${at}::timestamptz)`,
          );
        return rows.length > 0;
      });
      if (!moved) {
        // Only a filled team's orders ship (group-team.ts); a paid one still waiting says why.
        const [current] = await ctx.db.select().from(orders).where(eq(orders.id, id));
        const waiting = current?.status === ORDER_STATUS.paid && current.groupState !== null;
        return failWith(
          t,
          [{ key: waiting ? "group.notFilled" : "order.notPaid" }],
          request.locale,
        );
      }
      await log(
        request,
        id,
        "ship",
        { status: row.status, carrier: row.carrier, trackingNo: row.trackingNo },
        { status: ORDER_STATUS.shipped, ...shipment, parcels: shipped },
        row.orderNo,
      );
      return ok(await orderDetail(ctx.db, (await readOrder(ctx.db, id))!, request.locale));
    },
  );

  app.post<{ Body: Body }>(
    "/api/order/cancel",
    {
      schema: { body: { type: "object", maxProperties: 8 } },
      config: { permission: "order:cancel" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const id = readId(request.body?.id);
      if (id === undefined) return failWith(t, [badId("id")], request.locale);
      const row = await readOrder(ctx.db, id);
      if (!row) return failWith(t, [{ key: "order.notFound" }], request.locale);
      const actor = request.auth?.access.username ?? "";
      if (row.status === ORDER_STATUS.paid) {
        // Paid, not shipped: the money goes back through the provider, then the order closes.
        const refunded = await refundPaidOrder(
          ctx.db,
          provider,
          id,
          {
            actor,
            reason: t("order.reasonOperator"),
            restoreStock: request.body?.restoreStock !== false,
          },
          ctx.now(),
        );
        if (!refunded.ok && refunded.reason === "provider")
          return failWith(
            t,
            [
              {
                key: "order.refundFailed",
                params: {
                  reason: paymentTranslator(request.locale)(
                    refunded.message.key,
                    refunded.message.params,
                  ),
                },
              },
            ],
            request.locale,
          );
        if (!refunded.ok) return failWith(t, [{ key: "order.notCancellable" }], request.locale);
      } else {
        const done = await cancelUnpaidOrder(ctx.db, id, "operator", actor, ctx.now());
        if (!done) return failWith(t, [{ key: "order.notCancellable" }], request.locale);
      }
      await log(
        request,
        id,
        "cancel",
        { status: row.status, closeReason: row.closeReason },
        {
          status: ORDER_STATUS.closed,
          closeReason: row.status === ORDER_STATUS.paid ? "refunded" : "operator",
        },
        row.orderNo,
      );
      return ok(await orderDetail(ctx.db, (await readOrder(ctx.db, id))!, request.locale));
    },
  );
}
