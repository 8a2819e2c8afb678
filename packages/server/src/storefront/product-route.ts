import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { isRegionCode } from "../goods/regions.js";
import { runningActivities } from "./activity-price.js";
import { scriptTags, storefrontAssets } from "./assets.js";
import { claimableCoupons } from "./claimable-coupons.js";
import { storefrontDocument } from "./document.js";
import { freightHint } from "./freight-hint.js";
import { storefrontTranslator } from "./messages.js";
import { sendPublicNotFound } from "./not-found.js";
import { storefrontProduct } from "./product-data.js";
import { offSaleBody, productBody } from "./product-page.js";
import { idOf, languageOf, type StorefrontQuery, textOf } from "./request-values.js";
import { cacheControlUntil, sendPublicHtml } from "./send-public.js";
import type { ShopLookReader } from "./shop-look.js";

/**
 * `/s/product/:id`: the product page with its prices by the server's clock, the coupons to claim,
 * the freight to `?region=` and the group team of `?team=`; an off-sale product is a 404 page.
 */
export function productRoute(app: FastifyInstance, ctx: ServerContext, shop: ShopLookReader) {
  app.get<{ Params: { id: string }; Querystring: StorefrontQuery }>(
    "/s/product/:id",
    { config: { public: true } },
    async (request, reply) => {
      const site = await shop();
      const { locale, lang } = languageOf(request, request.query, site.language);
      const id = idOf(request.params.id);
      const product = id === undefined ? undefined : await storefrontProduct(ctx.db, id);
      if (product === undefined) return sendPublicNotFound(request, reply, locale);
      const t = storefrontTranslator(locale);
      if (product === "off-sale") {
        const html = storefrontDocument({
          locale,
          title: t("sf.offSale"),
          shopTitle: site.title,
          colour: site.colour,
          body: offSaleBody(locale, site.title, lang),
        });
        // Still a 404 to crawlers and caches: the product is not sold here now.
        return sendPublicHtml(request, reply, {
          html,
          language: locale,
          cacheKey: `sf:off:${id}:${locale}:${lang ?? ""}`,
          status: 404,
          cacheControl: "public, max-age=0, must-revalidate, s-maxage=10",
        });
      }
      const rawRegion = textOf(request.query.region);
      const region = isRegionCode(rawRegion) ? rawRegion : undefined;
      const freight = region ? await freightHint(ctx.db, product, region) : undefined;
      // Prices and coupons by the server's clock (ctx.now: tests set it), as the orders will be.
      const now = ctx.now();
      const [activities, coupons] = await Promise.all([
        runningActivities(ctx.db, [product.id], now).then((found) => found.get(product.id) ?? []),
        claimableCoupons(ctx.db, product, now),
      ]);
      const body = productBody({
        locale,
        lang,
        shopTitle: site.title,
        product,
        region,
        freight,
        activities,
        coupons,
        team: idOf(textOf(request.query.team)),
      });
      const description =
        product.seoDescription.trim() ||
        `${product.name} ${t("sf.price")} ${body.match(/data-sf-price="">([^<]*)/)?.[1] ?? ""}`;
      const html = storefrontDocument({
        locale,
        title: product.name,
        shopTitle: site.title,
        description,
        image: product.images[0],
        path: `/s/product/${product.id}`,
        colour: site.colour,
        ogType: "product",
        body,
        scripts: scriptTags(body, storefrontAssets()),
      });
      return sendPublicHtml(request, reply, {
        html,
        language: locale,
        cacheKey: `sf:product:${product.id}:${locale}:${lang ?? ""}:${region ?? ""}:${idOf(textOf(request.query.team)) ?? ""}`,
        // A shared cache must not show an activity price or a coupon past its end.
        cacheControl: cacheControlUntil(
          [...activities.map((a) => a.endAt), ...coupons.map((c) => c.endAt)],
          now,
        ),
      });
    },
  );
}
