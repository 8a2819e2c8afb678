import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import { createShopLook } from "../shop-look.js";
import { cartRoutes } from "./cart-routes.js";
import { checkoutRoutes } from "./checkout-routes.js";
import { orderRoutes } from "./order-routes.js";
import type { Fields, Handler, ShopperPageKit } from "./page-kit.js";
import { payPageRoutes } from "./pay-page-routes.js";
import { fromOwnPage } from "./same-origin.js";
import { shopperApi } from "./session.js";
import {
  emptyState,
  type PageContext,
  pageContext,
  sendShopperPage,
  shopperDocument,
} from "./shopper-page.js";
import { signInRoutes } from "./sign-in-routes.js";

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

    const notFound = (reply: FastifyReply, page: PageContext, title: string) =>
      show(reply, page, title, emptyState(page.t("sh.notFound"), ""), undefined, 404);
    const kit: ShopperPageKit = { app, ctx, route, fields, show, notFound };
    signInRoutes(kit);
    cartRoutes(kit);
    checkoutRoutes(kit);
    orderRoutes(kit);
    payPageRoutes(kit);
  });
}
