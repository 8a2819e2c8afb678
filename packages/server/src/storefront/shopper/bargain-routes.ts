import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import { type BargainView, readBargain } from "../../orders/bargain.js";
import { bargainTranslator } from "../../orders/bargain-messages.js";
import { escapeHtml } from "../document.js";
import { createShopLook } from "../shop-look.js";
import { bargainPageTranslator } from "./bargain-messages.js";
import { bargainBody } from "./bargain-page.js";
import type { CartLine } from "./cart-page.js";
import { fromOwnPage } from "./same-origin.js";
import { type ApiAnswer, type ShopperApi, shopperApi, shopperToken } from "./session.js";
import {
  emptyState,
  href,
  type PageContext,
  pageContext,
  sendShopperPage,
  shopperDocument,
} from "./shopper-page.js";

const ID = /^[1-9]\d{0,9}$/;
const idOf = (raw: unknown) => (typeof raw === "string" && ID.test(raw) ? Number(raw) : undefined);
/** A refused step is the client's mistake (422), never the server's. */
const REFUSED = 422;

function redirect(reply: FastifyReply, location: string) {
  return reply.code(303).header("location", location).header("cache-control", "no-store").send();
}

const toLogin = (reply: FastifyReply, page: PageContext, next: string) =>
  redirect(reply, href(page, "/s/account/login", { next }));

/** The form's text fields; anything else is not a field. */
function fields(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The bargain's pages (issue 33): 发起砍价 from the product page, `/s/bargain/<recordId>` with the
 * prices, progress, helpers, time left and share link, 帮TA砍一刀 for a friend and 立即购买 for the
 * owner. As the other shopper pages (routes.ts): plain forms, each step one of the shopper's calls
 * (orders/bargain-routes.ts) made in-process with the cookie's token, forms only from the shop's
 * own pages. A signed-out friend still sees the bargain, and signs in to help.
 */
export async function bargainPageRoutes(app: FastifyInstance, ctx: ServerContext) {
  const shop = createShopLook(ctx.database);

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    type Handler = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageContext,
      api: ShopperApi,
    ) => Promise<unknown>;
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

    const notFound = (reply: FastifyReply, page: PageContext) => {
      const t = bargainPageTranslator(page.locale);
      return sendShopperPage(
        reply,
        page,
        shopperDocument(page, t("bg.title"), emptyState(t("bg.notFound"), "")),
        404,
      );
    };

    /** The address a friend is sent: this server's own (or VITRINE_PUBLIC_ORIGIN behind a proxy). */
    const shareUrl = (request: FastifyRequest, page: PageContext, id: number) => {
      const configured = ctx.env.VITRINE_PUBLIC_ORIGIN?.trim().replace(/\/+$/, "");
      const origin = configured || `${request.protocol}://${request.host}`;
      return origin + href(page, `/s/bargain/${id}`);
    };

    /** The bargain as this visitor sees it: by their call when signed in, else as a guest's. */
    const viewOf = async (
      request: FastifyRequest,
      api: ShopperApi,
      id: number,
    ): Promise<BargainView | undefined> => {
      if (shopperToken(request)) {
        const detail = await api<BargainView>("GET", `/api/app/bargains/detail?id=${id}`);
        if (detail.code === 0) return detail.data;
        if (detail.status !== 401) return undefined;
      }
      return readBargain(ctx.db, id, undefined, ctx.now());
    };

    const bargainPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageContext,
      api: ShopperApi,
      id: number,
      error?: string,
    ) => {
      const view = await viewOf(request, api, id);
      if (!view) return notFound(reply, page);
      const t = bargainPageTranslator(page.locale);
      return sendShopperPage(
        reply,
        page,
        shopperDocument(page, t("bg.title"), bargainBody(page, view, shareUrl(request, page, id)), {
          text: error,
        }),
        error ? REFUSED : 200,
      );
    };

    route("GET", "/s/bargain/:id", async (request, reply, page, api) => {
      const id = idOf((request.params as { id: string }).id);
      return id === undefined ? notFound(reply, page) : bargainPage(request, reply, page, api, id);
    });

    /** 发起砍价 on the product page: the shopper's bargain of the activity, new or the open one. */
    route("POST", "/s/bargain/start", async (request, reply, page, api) => {
      const f = fields(request);
      const goodsId = idOf(f.goodsId);
      const back = goodsId === undefined ? href(page, "/s/") : href(page, `/s/product/${goodsId}`);
      const started = await api<{ recordId: number }>("POST", "/api/app/bargains/start", {
        activityId: f.activityId ?? "",
      });
      if (started.status === 401) return toLogin(reply, page, back);
      if (started.code !== 0) {
        const t = bargainPageTranslator(page.locale);
        return sendShopperPage(
          reply,
          page,
          shopperDocument(
            page,
            t("bg.title"),
            `<p><a class="sh-ghost" style="display:inline-block;line-height:30px;text-decoration:none" href="${escapeHtml(back)}">${escapeHtml(t("bg.product"))}</a></p>`,
            { text: started.msg },
          ),
          REFUSED,
        );
      }
      return redirect(reply, href(page, `/s/bargain/${started.data.recordId}`));
    });

    route("POST", "/s/bargain/:id/help", async (request, reply, page, api) => {
      const id = idOf((request.params as { id: string }).id);
      if (id === undefined) return notFound(reply, page);
      const helped = await api("POST", "/api/app/bargains/help", { id });
      if (helped.status === 401) return toLogin(reply, page, href(page, `/s/bargain/${id}`));
      if (helped.code !== 0) return bargainPage(request, reply, page, api, id, helped.msg);
      return redirect(reply, href(page, `/s/bargain/${id}`));
    });

    /**
     * 立即购买: the bargain's SKU, one unit, as the only selected line of the owner's cart, then the
     * checkout, which prices it at the reached price (orders/activity-facts.ts bargainTerms).
     */
    route("POST", "/s/bargain/:id/buy", async (request, reply, page, api) => {
      const id = idOf((request.params as { id: string }).id);
      if (id === undefined) return notFound(reply, page);
      const path = href(page, `/s/bargain/${id}`);
      const detail = await api<BargainView>("GET", `/api/app/bargains/detail?id=${id}`);
      if (detail.status === 401) return toLogin(reply, page, path);
      if (detail.code !== 0) return notFound(reply, page);
      const view = detail.data;
      if (!view.canBuy) {
        const m = bargainTranslator(page.locale);
        const reason =
          view.viewer !== "owner"
            ? m("bargain.notOwner")
            : view.bought
              ? m("bargain.bought")
              : m("bargain.expired");
        return bargainPage(request, reply, page, api, id, reason);
      }
      const cart = await api<CartLine[]>("GET", "/api/app/cart");
      const held = (cart.data ?? []).find((l) => l.skuId === view.skuId);
      const put: ApiAnswer<{ id: number }> = held
        ? await api("POST", "/api/app/cart/change", { id: held.id, quantity: 1 })
        : await api("POST", "/api/app/cart/add", { skuId: view.skuId, quantity: 1 });
      if (put.code !== 0) return bargainPage(request, reply, page, api, id, put.msg);
      const lineId = put.data.id;
      const others = (cart.data ?? []).filter((l) => l.id !== lineId).map((l) => l.id);
      if (others.length > 0)
        await api("POST", "/api/app/cart/select", { ids: others, selected: false });
      await api("POST", "/api/app/cart/select", { ids: [lineId], selected: true });
      return redirect(reply, href(page, "/s/checkout"));
    });
  });
}
