import { AFTER_SALE_STATES, type AfterSaleRow, type ShopperAfterSales } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fleetEventsOf } from "../devices/fleet.js";
import { sqlRows } from "../goods/sql-rows.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { describeOperation, writeOperationLog } from "../modules/framework/operation-log.js";
import {
  afterSalesOf,
  afterSaleView,
  approveAfterSale,
  askAfterSale,
  rejectAfterSale,
} from "./after-sale.js";
import {
  AFTER_SALE_REASONS,
  type AfterSaleMessageKey,
  type AfterSaleReason,
  afterSaleTranslator,
} from "./after-sale-messages.js";
import { readId, readIds } from "./input.js";
import { orderTranslator } from "./messages.js";
import { afterSaleDays } from "./order-config.js";
import { ORDER_NUMBER } from "./order-number.js";
import { paymentTranslator } from "./payment/messages.js";
import type { PaymentProvider } from "./payment/provider.js";
import { shopperRoute } from "./shopper-route.js";

type Body = Record<string, unknown>;

/** A refusal of these calls, under its field, in the caller's language. */
function refuse(
  locale: Locale,
  key: AfterSaleMessageKey,
  field = "",
  params: Record<string, number> = {},
) {
  const message = afterSaleTranslator(locale)(key, params);
  return fail(message, { errors: [{ field, message }] });
}

const reasonOf = (raw: unknown): AfterSaleReason | undefined =>
  AFTER_SALE_REASONS.find((r) => r === raw);

/** The reasons with their words, for the shopper's form. */
export const afterSaleReasons = (locale: Locale) =>
  AFTER_SALE_REASONS.map((value) => ({
    value,
    label: afterSaleTranslator(locale)(`afterSale.reason.${value}`),
  }));

/**
 * 售后 (issue 33): the shopper asks about lines of an order (`POST /api/app/orders/afterSale`,
 * reads them with `GET /api/app/orders/afterSales`), the operators see them
 * (`GET /api/order/afterSales`, `order:index`, told at once by an `afterSale` event on the
 * realtime bus) and answer (`POST /api/order/afterSale/approve` and `/reject`, `order:refund`).
 */
export function afterSaleRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: PaymentProvider | null,
) {
  const events = fleetEventsOf(ctx);
  const windowDays = afterSaleDays(ctx.env);

  const ownOrderId = async (appUserId: number, raw: unknown) => {
    const orderNo = typeof raw === "string" ? raw.trim().toUpperCase() : "";
    if (!ORDER_NUMBER.test(orderNo)) return undefined;
    const [row] = await sqlRows<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM orders WHERE order_no = ${orderNo} AND app_user_id = ${appUserId}`,
    );
    return row ? { id: Number(row.id), orderNo } : undefined;
  };

  shopperRoute(app, ctx, "GET", "/api/app/orders/afterSales", async (call) => {
    const order = await ownOrderId(call.appUserId, call.query.orderNo);
    if (!order) return refuse(call.locale, "afterSale.badOrder", "orderNo");
    const requests = await afterSalesOf(ctx.db, order.id);
    const t = afterSaleTranslator(call.locale);
    const answer: ShopperAfterSales = {
      reasons: afterSaleReasons(call.locale),
      requests: requests.map((r) => ({
        ...r,
        reasonLabel: t(`afterSale.reason.${r.reason as AfterSaleReason}`),
      })),
    };
    return ok(answer);
  });

  shopperRoute(app, ctx, "POST", "/api/app/orders/afterSale", async (call) => {
    const body = call.body;
    const orderNo = typeof body.orderNo === "string" ? body.orderNo.trim().toUpperCase() : "";
    const reason = reasonOf(body.reason);
    const note = typeof body.note === "string" ? body.note.trim() : "";
    const lineIds = readIds(body.lineIds, 50);
    if (!ORDER_NUMBER.test(orderNo)) return refuse(call.locale, "afterSale.badOrder", "orderNo");
    if (!reason) return refuse(call.locale, "afterSale.badReason", "reason");
    if (typeof body.note !== "undefined" && typeof body.note !== "string")
      return refuse(call.locale, "afterSale.note", "note");
    if ([...note].length > 200) return refuse(call.locale, "afterSale.note", "note");
    if (!lineIds || lineIds.length === 0)
      return refuse(call.locale, "afterSale.badLines", "lineIds");
    const asked = await askAfterSale(
      ctx.db,
      call.appUserId,
      { orderNo, lineIds, reason, note },
      ctx.now(),
      windowDays,
    );
    if (!asked.ok) return refuse(call.locale, asked.refusal.key, "", asked.refusal.params);
    events.publish({
      type: "afterSale",
      orderId: asked.orderId,
      orderNo,
      requestIds: asked.ids,
      at: ctx.now().toISOString(),
    });
    return ok({ ids: asked.ids });
  });

  app.get<{ Querystring: Record<string, unknown> }>(
    "/api/order/afterSales",
    {
      schema: { querystring: { type: "object", maxProperties: 4 } },
      config: { permission: "order:index" },
    },
    async (request) => {
      const query = request.query ?? {};
      const state = AFTER_SALE_STATES.find((s) => s === query.state);
      const page = readId(query.page) ?? 1;
      const pageSize = Math.min(readId(query.pageSize) ?? 20, 100);
      const where = state ? sql`WHERE a.state = ${state}` : sql``;
      const rows = await sqlRows<Parameters<typeof afterSaleView>[0] & Record<string, unknown>>(
        ctx.db,
        sql`SELECT a.*, o.order_no, o.contact, o.phone, l.title, l.spec_text, l.quantity
            FROM order_after_sales a JOIN orders o ON o.id = a.order_id
            JOIN order_lines l ON l.id = a.line_id
            ${where} ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      );
      const [count] = await sqlRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM order_after_sales a ${where}`,
      );
      const t = afterSaleTranslator(request.locale);
      return ok({
        total: Number(count?.n ?? 0),
        rows: rows.map(
          (row): AfterSaleRow => ({
            ...afterSaleView(row),
            reasonLabel: t(`afterSale.reason.${row.reason as AfterSaleReason}`),
            orderNo: String(row.order_no),
            contact: String(row.contact),
            phone: String(row.phone),
            title: String(row.title),
            specText: String(row.spec_text ?? ""),
          }),
        ),
      });
    },
  );

  const logDecision = async (
    request: Parameters<typeof writeOperationLog>[1],
    id: number,
    what: string,
  ) =>
    writeOperationLog(ctx.db, request, ctx.now(), {
      module: "order",
      action: "afterSale",
      ids: [id],
      summary: describeOperation(request.locale, "edited", [`#${id}`], what),
    });

  app.post<{ Body: Body }>(
    "/api/order/afterSale/approve",
    {
      schema: { body: { type: "object", maxProperties: 2 } },
      config: { permission: "order:refund" },
    },
    async (request) => {
      const id = readId(request.body?.id);
      if (id === undefined) return refuse(request.locale, "afterSale.badId", "id");
      const [asked] = await sqlRows<{ reason: string; note: string }>(
        ctx.db,
        sql`SELECT reason, note FROM order_after_sales WHERE id = ${id}`,
      );
      if (!asked) return refuse(request.locale, "afterSale.badId", "id");
      // The refund's reason, as the refunds record keeps it: the shopper's, in the shop's words.
      const reasonText = [
        afterSaleTranslator("zh-cn")(`afterSale.reason.${asked.reason as AfterSaleReason}`),
        asked.note,
      ]
        .filter(Boolean)
        .join("：")
        .slice(0, 200);
      const actor = request.auth?.access.username ?? "";
      const done = await approveAfterSale(ctx.db, provider, id, actor, reasonText, ctx.now());
      if (!done.ok && done.notOpen) return refuse(request.locale, "afterSale.notOpen");
      if (!done.ok) {
        const t = orderTranslator(request.locale);
        const refund = done.refund;
        const message =
          refund.reason === "provider"
            ? t("order.refundFailed", {
                reason: paymentTranslator(request.locale)(
                  refund.message.key,
                  refund.message.params,
                ),
              })
            : refund.reason === "quantity"
              ? t("order.refundUnits", { left: refund.unitsLeft })
              : t("order.notRefundable");
        return fail(message, { errors: [{ field: "", message }] });
      }
      await logDecision(
        request,
        id,
        `¥${(done.request.refundedCents / 100).toFixed(2)} (${reasonText})`,
      );
      return ok(done.request);
    },
  );

  app.post<{ Body: Body }>(
    "/api/order/afterSale/reject",
    {
      schema: { body: { type: "object", maxProperties: 2 } },
      config: { permission: "order:refund" },
    },
    async (request) => {
      const id = readId(request.body?.id);
      const answer = typeof request.body?.answer === "string" ? request.body.answer.trim() : "";
      if (id === undefined) return refuse(request.locale, "afterSale.badId", "id");
      if (answer.length < 1 || [...answer].length > 200)
        return refuse(request.locale, "afterSale.answer", "answer");
      const actor = request.auth?.access.username ?? "";
      const done = await rejectAfterSale(ctx.db, id, actor, answer, ctx.now());
      if (!done) return refuse(request.locale, "afterSale.notOpen");
      await logDecision(request, id, answer);
      return ok(done);
    },
  );
}
