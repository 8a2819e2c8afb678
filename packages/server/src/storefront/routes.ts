import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { assetsRoute } from "./assets-route.js";
import { listingRoutes } from "./listing-routes.js";
import { productRoute } from "./product-route.js";
import { createShopLook } from "./shop-look.js";

/**
 * The storefront's own pages (issue 32 part B), all without sign-in: `/s/product/:id`,
 * `/s/search?q=&sort=`, `/s/category/:id?sort=`, and the enhancement scripts at
 * `/s/assets/<kind>.js`, one file each. HTML goes through sendPublicHtml (ETag, 304, gzip/Brotli,
 * the public CSP); what is not there answers the designed 404 page, never JSON.
 */
export async function storefrontRoutes(app: FastifyInstance, ctx: ServerContext) {
  const shop = createShopLook(ctx.database);
  assetsRoute(app);
  productRoute(app, ctx, shop);
  listingRoutes(app, ctx, shop);
}
