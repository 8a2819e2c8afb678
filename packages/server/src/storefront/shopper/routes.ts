import { inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import { goods } from "../../goods/schema.js";
import { DEV_PAGE_DEFAULT } from "../../orders/payment/dev-provider.js";
import type { HeldCouponView } from "../../orders/shopper-coupons.js";
import { type ClaimableCoupon, claimableCoupons } from "../claimable-coupons.js";
import { escapeHtml } from "../document.js";
import { storefrontProduct } from "../product-data.js";
import { createShopLook } from "../shop-look.js";
import type { ShopperAddress } from "./address-form.js";
import { type AfterSales, afterSaleText, checkedLines } from "./after-sale-page.js";
import { type CartLine, cartBody } from "./cart-page.js";
import { type CheckoutPage, type CheckoutPreview, checkoutBody } from "./checkout-page.js";
import { devPayBody, readDevPayment } from "./dev-pay-page.js";
import { inviterCookie } from "./invite-cookie.js";
import { loginBody, safeNext } from "./login-page.js";
import { type OrderDetail, type OrderSummary, orderBody, ordersBody } from "./order-pages.js";
import { fromOwnPage } from "./same-origin.js";
import { type ApiAnswer, clearShopperCookie, setShopperCookie, shopperApi } from "./session.js";
import {
  emptyState,
  href,
  type PageContext,
  pageContext,
  sendShopperPage,
  shopperDocument,
} from "./shopper-page.js";

type Fields = Record<string, string>;
type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageContext,
  api: ReturnType<typeof shopperApi>,
) => Promise<unknown>;

const ORDER_NO = /^[0-9A-Z]{6,40}$/;
const ID = /^[1-9]\d{0,9}$/;
const idOf = (raw: unknown) => (typeof raw === "string" && ID.test(raw) ? Number(raw) : undefined);
const text = (raw: unknown) => (typeof raw === "string" ? raw : "");

/** A page refusing a step: its status is the client's mistake (422), never the server's. */
const REFUSED = 422;

/** The message of a refusal, every field's message when there are several (a checkout's lines). */
function refusalText(answer: ApiAnswer): string {
  const errors = (answer.data as { errors?: Array<{ message: string }> } | null)?.errors;
  const messages = Array.isArray(errors) ? [...new Set(errors.map((e) => e.message))] : [];
  return messages.length > 1 ? messages.join("；") : answer.msg;
}

function redirect(reply: FastifyReply, location: string) {
  return reply.code(303).header("location", location).header("cache-control", "no-store").send();
}

/** To the sign-in page, coming back to `next` once signed in. */
const toLogin = (reply: FastifyReply, page: PageContext, next: string) =>
  redirect(reply, href(page, "/s/account/login", { next }));

/**
 * The shopper's pages (issue 33 part 3): sign-in by SMS code, cart, checkout, the development
 * payment's confirmation, the orders. Server-rendered HTML with plain forms, so every step works
 * without script; each step is one of the shopper's JSON calls (orders/API.md) made in-process
 * with the token of the HttpOnly cookie, so the rules and messages are the API's own. Forms are
 * accepted only from the shop's own pages (same-origin.ts); a signed-out visitor is sent to the
 * sign-in page and back.
 */
export async function shopperPageRoutes(app: FastifyInstance, ctx: ServerContext) {
  const shop = createShopLook(ctx.database);

  await app.register(async (scope) => {
    // The pages' forms post url-encoded fields, which only these routes read.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const route = (method: "GET" | "POST", url: string, handler: Handler) =>
      scope.route({
        method,
        url,
        config: { public: true },
        handler: async (request, reply) => {
          const page = pageContext(request, await shop());
          if (method === "POST" && !fromOwnPage(request, ctx.env))
            return sendShopperPage(
              reply,
              page,
              shopperDocument(page, page.t("sh.badRequest"), "", { text: page.t("sh.badRequest") }),
              403,
            );
          return handler(request, reply, page, shopperApi(app, request, page.locale));
        },
      });
    /** The form's text fields; anything else (a JSON body's numbers, arrays) is not a field. */
    const fields = (request: FastifyRequest): Fields => {
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
      return Object.fromEntries(
        Object.entries(body).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    };
    const show = (
      reply: FastifyReply,
      page: PageContext,
      title: string,
      body: string,
      message?: { text?: string; kind?: "error" | "notice" },
      status = 200,
    ) => sendShopperPage(reply, page, shopperDocument(page, title, body, message), status);

    // ---- Sign-in ----------------------------------------------------------------------------

    route("GET", "/s/account/login", async (request, reply, page) => {
      const next = safeNext((request.query as Fields).next);
      return show(reply, page, page.t("sh.login"), loginBody(page, next));
    });

    route("POST", "/s/account/login/code", async (request, reply, page, api) => {
      const { phone = "", next } = fields(request);
      const sent = await api("POST", "/api/app/sendCode", { phone: phone.slice(0, 20) });
      const ok = sent.code === 0;
      return show(
        reply,
        page,
        page.t("sh.login"),
        loginBody(page, safeNext(next), phone.slice(0, 20), ok),
        ok ? { text: page.t("sh.codeSent"), kind: "notice" } : { text: refusalText(sent) },
        ok ? 200 : sent.status === 429 ? 429 : REFUSED,
      );
    });

    route("POST", "/s/account/login", async (request, reply, page, api) => {
      const { phone = "", code = "", next } = fields(request);
      const inviter = inviterCookie(request);
      const login = await api<{ token: string }>("POST", "/api/app/login", {
        phone: phone.slice(0, 20),
        code: code.slice(0, 12),
        ...(inviter ? { inviter } : {}),
      });
      if (login.code !== 0)
        return show(
          reply,
          page,
          page.t("sh.login"),
          loginBody(page, safeNext(next), phone.slice(0, 20), true),
          { text: refusalText(login) },
          REFUSED,
        );
      setShopperCookie(request, reply, login.data.token);
      return redirect(reply, safeNext(next));
    });

    route("POST", "/s/account/logout", async (request, reply, page, api) => {
      await api("POST", "/api/app/logout");
      clearShopperCookie(request, reply);
      return redirect(reply, href(page, "/s/"));
    });

    // ---- Cart -------------------------------------------------------------------------------

    const cartPage = async (
      reply: FastifyReply,
      page: PageContext,
      api: ReturnType<typeof shopperApi>,
      error?: string,
    ) => {
      const cart = await api<CartLine[]>("GET", "/api/app/cart");
      if (cart.status === 401) return toLogin(reply, page, href(page, "/s/cart"));
      return show(
        reply,
        page,
        page.t("sh.cart"),
        cartBody(page, cart.data ?? []),
        { text: error },
        error ? REFUSED : 200,
      );
    };

    route("GET", "/s/cart", async (_request, reply, page, api) => cartPage(reply, page, api));

    /** A cart step: the call, then the cart again, with the refusal's message when refused. */
    const cartStep = (url: string, body: (f: Fields) => Record<string, unknown>) =>
      route("POST", `/s${url}`, async (request, reply, page, api) => {
        const done = await api("POST", `/api/app${url}`, body(fields(request)));
        if (done.status === 401) return toLogin(reply, page, href(page, "/s/cart"));
        if (done.code !== 0) return cartPage(reply, page, api, refusalText(done));
        return redirect(reply, href(page, "/s/cart"));
      });
    cartStep("/cart/change", (f) => ({ id: f.id, quantity: f.quantity }));
    cartStep("/cart/remove", (f) => ({ ids: f.id }));
    cartStep("/cart/select", (f) => ({ ids: f.id, selected: f.selected !== "0" }));

    /**
     * The product page's form: its SKU by the chosen options (or the only SKU), added to the
     * cart; 立即购买 then selects that line alone and goes on to the checkout.
     */
    route("POST", "/s/cart/add", async (request, reply, page, api) => {
      const f = fields(request);
      const goodsId = idOf(f.goodsId);
      const product = goodsId === undefined ? undefined : await storefrontProduct(ctx.db, goodsId);
      const teamId = idOf(f.team);
      // Back to the product as it was opened: a friend's group link keeps its team through sign-in.
      const back =
        goodsId === undefined
          ? href(page, "/s/")
          : href(page, `/s/product/${goodsId}`, teamId ? { team: String(teamId) } : {});
      const refuse = (message: string) =>
        show(
          reply,
          page,
          page.t("sh.cart"),
          `<p><a class="sh-ghost" style="display:inline-block;line-height:30px;text-decoration:none" href="${escapeHtml(back)}">${escapeHtml(page.t("sh.back"))}</a></p>`,
          { text: message },
          REFUSED,
        );
      let skuId = idOf(f.skuId);
      if (skuId === undefined && product && product !== "off-sale") {
        const chosen = Object.entries(f)
          .filter(([name]) => name.startsWith("spec-"))
          .map(([, value]) => Number(value));
        skuId = product.skus.find(
          (s) =>
            s.optionIds.length === chosen.length && s.optionIds.every((id) => chosen.includes(id)),
        )?.id;
      }
      if (skuId === undefined) return refuse(page.t("sh.chooseSpec"));
      const added = await api<{ id: number }>("POST", "/api/app/cart/add", {
        skuId,
        quantity: f.quantity || 1,
      });
      if (added.status === 401) return toLogin(reply, page, back);
      if (added.code !== 0) return refuse(refusalText(added));
      if (f.go !== "buy") return redirect(reply, href(page, "/s/cart"));
      // Bought from a friend's group link (`?team=`): the checkout joins that team.
      const cart = await api<CartLine[]>("GET", "/api/app/cart");
      const others = (cart.data ?? []).filter((l) => l.id !== added.data.id).map((l) => l.id);
      if (others.length > 0)
        await api("POST", "/api/app/cart/select", { ids: others, selected: false });
      await api("POST", "/api/app/cart/select", { ids: [added.data.id], selected: true });
      return redirect(reply, checkoutHref(page, { teamId }));
    });

    // ---- Checkout ---------------------------------------------------------------------------

    /** The coupons open for claiming now that take in a product of the selected lines. */
    const claimableFor = async (goodsIds: number[]): Promise<ClaimableCoupon[]> => {
      if (goodsIds.length === 0) return [];
      const rows = await ctx.db
        .select({
          id: goods.id,
          l1: goods.categoryL1,
          l2: goods.categoryL2,
          l3: goods.categoryL3,
        })
        .from(goods)
        .where(inArray(goods.id, goodsIds.slice(0, 20)));
      const now = ctx.now();
      const found = await Promise.all(
        rows.map((r) =>
          claimableCoupons(ctx.db, { id: r.id, categoryIds: [r.l1, r.l2, r.l3] }, now),
        ),
      );
      return [...new Map(found.flat().map((c) => [c.id, c])).values()].slice(0, 5);
    };

    /** The checkout's address, coupon and the group team it joins, kept in its URL. */
    const checkoutHref = (
      page: PageContext,
      chosen: {
        addressId?: number | undefined;
        couponClaimId?: number | undefined;
        teamId?: number | undefined;
      },
    ) =>
      href(page, "/s/checkout", {
        ...(chosen.addressId ? { addressId: String(chosen.addressId) } : {}),
        ...(chosen.couponClaimId ? { couponClaimId: String(chosen.couponClaimId) } : {}),
        ...(chosen.teamId ? { team: String(chosen.teamId) } : {}),
      });

    const checkoutPage = async (
      reply: FastifyReply,
      page: PageContext,
      api: ReturnType<typeof shopperApi>,
      chosen: {
        addressId?: number | undefined;
        couponClaimId?: number | undefined;
        teamId?: number | undefined;
      },
      refusal?: { text: string; addressValues?: CheckoutPage["addressValues"] },
    ) => {
      const [addresses, coupons, cart] = await Promise.all([
        api<ShopperAddress[]>("GET", "/api/app/addresses"),
        api<HeldCouponView[]>("GET", "/api/app/coupons"),
        api<CartLine[]>("GET", "/api/app/cart"),
      ]);
      if (addresses.status === 401) return toLogin(reply, page, checkoutHref(page, chosen));
      const list = addresses.data ?? [];
      const address =
        list.find((a) => a.id === chosen.addressId) ?? list.find((a) => a.isDefault) ?? list[0];
      const held = coupons.data ?? [];
      const couponClaimId = held.some((c) => c.claimId === chosen.couponClaimId)
        ? chosen.couponClaimId
        : undefined;
      let preview: CheckoutPreview | undefined;
      let problem = refusal?.text;
      if (address) {
        const priced = await api<CheckoutPreview>("POST", "/api/app/checkout/preview", {
          addressId: address.id,
          ...(couponClaimId ? { couponClaimId } : {}),
        });
        if (priced.code === 0) preview = priced.data;
        else problem ??= refusalText(priced);
      }
      const selectedGoods = [
        ...new Set((cart.data ?? []).filter((l) => l.selected).map((l) => l.goodsId)),
      ];
      const data: CheckoutPage = {
        addresses: list,
        addressId: address?.id,
        coupons: held,
        couponClaimId,
        claimable: await claimableFor(selectedGoods),
        teamId: chosen.teamId,
        preview,
        ...(refusal?.addressValues ? { addressValues: refusal.addressValues } : {}),
      };
      return show(
        reply,
        page,
        page.t("sh.confirmOrder"),
        checkoutBody(page, data),
        { text: problem },
        refusal ? REFUSED : 200,
      );
    };

    route("GET", "/s/checkout", async (request, reply, page, api) => {
      const q = request.query as Fields;
      return checkoutPage(reply, page, api, {
        addressId: idOf(q.addressId),
        couponClaimId: idOf(q.couponClaimId),
        teamId: idOf(q.team),
      });
    });

    route("POST", "/s/checkout/address", async (request, reply, page, api) => {
      const f = fields(request);
      const teamId = idOf(f.team);
      const values = {
        contact: text(f.contact),
        phone: text(f.phone),
        region: text(f.region),
        detail: text(f.detail),
      };
      const saved = await api<ShopperAddress>("POST", "/api/app/addresses/save", {
        ...values,
        isDefault: f.isDefault === "1",
      });
      if (saved.status === 401) return toLogin(reply, page, checkoutHref(page, { teamId }));
      if (saved.code !== 0)
        return checkoutPage(
          reply,
          page,
          api,
          { teamId },
          { text: refusalText(saved), addressValues: values },
        );
      return redirect(reply, checkoutHref(page, { addressId: saved.data.id, teamId }));
    });

    route("POST", "/s/coupons/claim", async (request, reply, page, api) => {
      const f = fields(request);
      const claimed = await api<{ claimId: number }>("POST", "/api/app/coupons/claim", {
        couponId: f.couponId,
      });
      const kept = { addressId: idOf(f.addressId), teamId: idOf(f.team) };
      if (claimed.status === 401) return toLogin(reply, page, checkoutHref(page, kept));
      if (claimed.code !== 0)
        return checkoutPage(reply, page, api, kept, { text: refusalText(claimed) });
      return redirect(reply, checkoutHref(page, { ...kept, couponClaimId: claimed.data.claimId }));
    });

    route("POST", "/s/checkout", async (request, reply, page, api) => {
      const f = fields(request);
      const expectedPrices = Object.entries(f)
        .filter(([name]) => /^price_\d{1,10}$/.test(name))
        .slice(0, 200)
        .map(([name, value]) => ({ skuId: Number(name.slice(6)), priceCents: Number(value) }));
      const chosen = {
        addressId: idOf(f.addressId),
        couponClaimId: idOf(f.couponClaimId),
        teamId: idOf(f.team),
      };
      const placed = await api<{ orderNo: string }>("POST", "/api/app/checkout", {
        addressId: f.addressId,
        ...(f.couponClaimId ? { couponClaimId: f.couponClaimId } : {}),
        ...(chosen.teamId ? { teamId: chosen.teamId } : {}),
        expectedPrices,
        ...(f.expectedTotalCents ? { expectedTotalCents: Number(f.expectedTotalCents) } : {}),
        remark: text(f.remark),
      });
      if (placed.status === 401) return toLogin(reply, page, checkoutHref(page, chosen));
      if (placed.code !== 0)
        return checkoutPage(reply, page, api, chosen, { text: refusalText(placed) });
      return redirect(reply, href(page, `/s/orders/${placed.data.orderNo}`));
    });

    // ---- Orders -----------------------------------------------------------------------------

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
      if (detail?.code !== 0)
        return show(
          reply,
          page,
          page.t("sh.order"),
          emptyState(page.t("sh.notFound"), ""),
          undefined,
          404,
        );
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

    // ---- Payment pages (outside /s/: the addresses the providers are given) ----------------

    route("GET", DEV_PAGE_DEFAULT, async (request, reply, page) => {
      const payment = readDevPayment(request.query);
      if (!payment)
        return show(
          reply,
          page,
          page.t("sh.devPay"),
          emptyState(page.t("sh.notFound"), ""),
          undefined,
          404,
        );
      return show(reply, page, page.t("sh.devPay"), devPayBody(page, payment));
    });

    /** 确认支付: the signed fields go to the provider's notification, as a provider would post them. */
    route("POST", DEV_PAGE_DEFAULT, async (request, reply, page) => {
      const payment = readDevPayment(request.body);
      if (!payment)
        return show(
          reply,
          page,
          page.t("sh.devPay"),
          emptyState(page.t("sh.notFound"), ""),
          undefined,
          404,
        );
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
  });
}
