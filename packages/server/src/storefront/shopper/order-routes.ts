import type { FastifyReply } from "fastify";
import { type AfterSales, afterSaleText, checkedLines } from "./after-sale-page.js";
import { type OrderDetail, type OrderSummary, orderBody, ordersBody } from "./order-pages.js";
import {
  ORDER_NO,
  REFUSED,
  redirect,
  refusalText,
  type ShopperPageKit,
  toLogin,
} from "./page-kit.js";
import type { shopperApi } from "./session.js";
import { href, type PageContext } from "./shopper-page.js";

/** The orders: the list, one order, paying it and asking for after-sale. */
export function orderRoutes(kit: ShopperPageKit) {
  const { ctx, route, fields, show, notFound } = kit;

  route("GET", "/s/orders", async (_request, reply, page, api) => {
    const list = await api<OrderSummary[]>("GET", "/api/app/orders");
    if (list.status === 401) return toLogin(reply, page, href(page, "/s/orders"));
    return show(reply, page, page.t("sh.orders"), ordersBody(page, list.data ?? []));
  });

  const orderPage = async (
    reply: FastifyReply,
    page: PageContext,
    api: ReturnType<typeof shopperApi>,
    orderNo: string,
    error?: string,
    notice?: string,
  ) => {
    const path = href(page, `/s/orders/${orderNo}`);
    const detail = ORDER_NO.test(orderNo)
      ? await api<OrderDetail>("GET", `/api/app/orders/detail?orderNo=${orderNo}`)
      : undefined;
    if (detail?.status === 401) return toLogin(reply, page, path);
    if (detail?.code !== 0) return notFound(reply, page, page.t("sh.order"));
    // The 售后 card: the requests' states and the form (none on an unpaid or closed order).
    const sales = await api<AfterSales>("GET", `/api/app/orders/afterSales?orderNo=${orderNo}`);
    return show(
      reply,
      page,
      page.t("sh.order"),
      orderBody(page, detail.data, ctx.now(), sales.code === 0 ? sales.data : null),
      error ? { text: error } : { text: notice, kind: "notice" },
      error ? REFUSED : 200,
    );
  };

  route("GET", "/s/orders/:no", async (request, reply, page, api) =>
    orderPage(reply, page, api, (request.params as { no: string }).no.toUpperCase()),
  );

  route("POST", "/s/orders/:no/pay", async (request, reply, page, api) => {
    const orderNo = (request.params as { no: string }).no.toUpperCase();
    const started = await api<{ kind: string; url?: string; html?: string }>(
      "POST",
      "/api/app/orders/pay",
      { orderNo },
    );
    if (started.status === 401) return toLogin(reply, page, href(page, `/s/orders/${orderNo}`));
    if (started.code !== 0) return orderPage(reply, page, api, orderNo, refusalText(started));
    if (started.data.kind === "form" && started.data.html)
      // A provider's own form (it posts to the provider's site and submits itself).
      return reply
        .code(200)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header(
          "content-security-policy",
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; form-action https:",
        )
        .send(started.data.html);
    return redirect(reply, started.data.url ?? href(page, `/s/orders/${orderNo}`));
  });

  /** 取消订单 (unpaid) and 确认收货 (shipped): the call, then the order again. */
  for (const step of ["cancel", "confirm"] as const)
    route("POST", `/s/orders/:no/${step}`, async (request, reply, page, api) => {
      const orderNo = (request.params as { no: string }).no.toUpperCase();
      const done = await api("POST", `/api/app/orders/${step}`, { orderNo });
      if (done.status === 401) return toLogin(reply, page, href(page, `/s/orders/${orderNo}`));
      if (done.code !== 0) return orderPage(reply, page, api, orderNo, refusalText(done));
      return redirect(reply, href(page, `/s/orders/${orderNo}`));
    });

  /** 申请售后: the checked lines, the reason and the note, then the order with the request. */
  route("POST", "/s/orders/:no/afterSale", async (request, reply, page, api) => {
    const orderNo = (request.params as { no: string }).no.toUpperCase();
    const form = fields(request);
    const asked = await api("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: checkedLines(form),
      reason: form.reason ?? "",
      note: (form.note ?? "").slice(0, 400),
    });
    if (asked.status === 401) return toLogin(reply, page, href(page, `/s/orders/${orderNo}`));
    if (asked.code !== 0) return orderPage(reply, page, api, orderNo, refusalText(asked));
    return orderPage(reply, page, api, orderNo, undefined, afterSaleText(page.locale)("asked"));
  });
}
