import { DEV_PAGE_DEFAULT } from "../../orders/payment/dev-provider.js";
import { devPayBody, readDevPayment } from "./dev-pay-page.js";
import { type Fields, ORDER_NO, REFUSED, redirect, type ShopperPageKit, text } from "./page-kit.js";
import { href } from "./shopper-page.js";

/** The payment pages outside /s/: the addresses the providers are given. */
export function payPageRoutes(kit: ShopperPageKit) {
  const { app, route, show, notFound } = kit;

  route("GET", DEV_PAGE_DEFAULT, async (request, reply, page) => {
    const payment = readDevPayment(request.query);
    if (!payment) return notFound(reply, page, page.t("sh.devPay"));
    return show(reply, page, page.t("sh.devPay"), devPayBody(page, payment));
  });

  /** 确认支付: the signed fields go to the provider's notification, as a provider would post them. */
  route("POST", DEV_PAGE_DEFAULT, async (request, reply, page) => {
    const payment = readDevPayment(request.body);
    if (!payment) return notFound(reply, page, page.t("sh.devPay"));
    const notified = await app.inject({
      method: "POST",
      url: "/api/pay/notify/dev",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "accept-language": page.locale,
      },
      payload: new URLSearchParams({ ...payment }).toString(),
    });
    if (notified.statusCode !== 200) {
      let reason = "";
      try {
        reason = String(notified.json().msg ?? "");
      } catch {
        reason = String(notified.statusCode);
      }
      return show(
        reply,
        page,
        page.t("sh.devPay"),
        devPayBody(page, payment),
        { text: page.t("sh.payFailed", { reason }) },
        REFUSED,
      );
    }
    return redirect(reply, href(page, `/s/orders/${payment.orderNo}`));
  });

  route("GET", "/pay/return", async (request, reply, page) => {
    const orderNo = text((request.query as Fields).orderNo).toUpperCase();
    return redirect(
      reply,
      ORDER_NO.test(orderNo) ? href(page, `/s/orders/${orderNo}`) : href(page, "/s/orders"),
    );
  });
}
