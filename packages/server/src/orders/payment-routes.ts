import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok, sendStatus } from "../http/envelope.js";
import { orderTranslator } from "./messages.js";
import { ORDER_NUMBER } from "./order-number.js";
import { readOrderByNo } from "./order-view.js";
import { paymentTranslator } from "./payment/messages.js";
import type { PaymentProvider } from "./payment/provider.js";
import { recordPayment } from "./record-payment.js";
import { failWith } from "./refusal.js";
import { shopperRoute } from "./shopper-route.js";

/** The address the provider posts to and the shopper comes back to, from this request's origin. */
function origin(request: { protocol: string; host: string }, env: NodeJS.ProcessEnv): string {
  // Behind a proxy the shop's public address may differ from the one the server hears.
  const configured = env.VITRINE_PUBLIC_ORIGIN?.trim().replace(/\/+$/, "");
  return configured || `${request.protocol}://${request.host}`;
}

/**
 * Paying for an order: the shopper starts a payment with the configured provider (orders/payment),
 * and the provider's asynchronous notification pays the order, once (record-payment.ts). The
 * notification route is public (the provider has no session) and believes only what the
 * provider's signature check proves.
 */
export function paymentRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: PaymentProvider | null,
) {
  shopperRoute(app, ctx, "POST", "/api/app/orders/pay", async (call) => {
    const raw = typeof call.body.orderNo === "string" ? call.body.orderNo.trim().toUpperCase() : "";
    const row = ORDER_NUMBER.test(raw) ? await readOrderByNo(ctx.db, raw) : undefined;
    if (!row || row.appUserId !== call.appUserId)
      return failWith(call.t, [{ key: "order.notFound", field: "orderNo" }]);
    if (row.status !== 0 || row.payDeadline <= ctx.now())
      return failWith(call.t, [{ key: "pay.notUnpaid" }]);
    if (!provider) return failWith(call.t, [{ key: "pay.notConfigured" }]);
    const base = origin(call.request, ctx.env);
    const start = await provider.createPayment({
      orderNo: row.orderNo,
      totalCents: row.totalCents,
      subject: `订单 ${row.orderNo}`,
      notifyUrl: `${base}/api/pay/notify/${provider.name}`,
      returnUrl: `${base}/pay/return?orderNo=${row.orderNo}`,
    });
    return ok({ provider: provider.name, ...start });
  });

  // Providers post their notifications as a form (Alipay) or JSON: the form is kept as its raw
  // text, which the provider's check reads as it was signed.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, String(body)),
    );
    scope.post<{ Params: { provider: string } }>(
      "/api/pay/notify/:provider",
      { config: { public: true } },
      async (request, reply) => {
        const t = paymentTranslator(request.locale);
        const m = orderTranslator(request.locale);
        if (!provider || request.params.provider !== provider.name)
          return sendStatus(reply, 404, m("pay.unknownProvider"));
        const body = (request.body ?? {}) as string | Record<string, unknown>;
        const verified = provider.verifyNotification(request.headers, body);
        const acknowledge = () =>
          reply
            .code(200)
            .header("content-type", provider.acknowledgement.contentType)
            .send(provider.acknowledgement.body);
        if (!verified.ok) {
          request.log.warn({ refusal: verified.message }, "payment notification not accepted");
          if (verified.genuine) return acknowledge();
          return sendStatus(reply, 400, t(verified.message.key, verified.message.params));
        }
        const outcome = await recordPayment(
          ctx.db,
          {
            provider: provider.name,
            providerTxId: verified.providerTxId,
            orderNo: verified.orderNo,
            paidCents: verified.paidCents,
          },
          ctx.now(),
        );
        if (outcome === "unknownOrder") return sendStatus(reply, 400, m("pay.orderNotFound"));
        return acknowledge();
      },
    );
  });
}
