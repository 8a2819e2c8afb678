import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { isRegionCode } from "../goods/regions.js";
import { goodsCategories } from "../goods/schema.js";
import type { Locale } from "../i18n/messages.js";
import { runningActivities, withActivities } from "./activity-price.js";
import { SCRIPT_KINDS, type ScriptKind, scriptTags, storefrontAssets } from "./assets.js";
import { claimableCoupons } from "./claimable-coupons.js";
import { storefrontDocument } from "./document.js";
import { freightHint } from "./freight-hint.js";
import { listingBody } from "./listing-page.js";
import { storefrontTranslator } from "./messages.js";
import { sendPublicNotFound } from "./not-found.js";
import { storefrontProduct } from "./product-data.js";
import { offSaleBody, productBody } from "./product-page.js";
import { searchGoods, sortOf } from "./search.js";
import { cacheControlUntil, chooseEncoding, sendPublicHtml } from "./send-public.js";
import { createShopLook } from "./shop-look.js";

const ID = /^[1-9]\d{0,9}$/;
const INT_MAX = 2_147_483_647;
const LANGS: readonly Locale[] = ["zh-cn", "en", "zh-tw"];
const MAX_QUERY = 50;

type Query = Record<string, unknown>;

const idOf = (raw: string) => (ID.test(raw) && Number(raw) <= INT_MAX ? Number(raw) : undefined);
/** One text value of a query parameter (a repeated one counts as absent). */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The shopper's language: `?lang=` first, then the browser's Accept-Language, else the shop's
 * default language from the settings. `lang` is kept in links only when the shopper chose it.
 */
function languageOf(request: FastifyRequest, query: Query, fallback: Locale) {
  const lang = textOf(query.lang).toLowerCase() as Locale;
  if (LANGS.includes(lang)) return { locale: lang, lang };
  return {
    locale: request.headers["accept-language"] ? request.locale : fallback,
    lang: undefined,
  };
}

/**
 * The storefront's own pages (issue 32 part B), all without sign-in: `/s/product/:id`,
 * `/s/search?q=&sort=`, `/s/category/:id?sort=`, and the enhancement scripts at
 * `/s/assets/<kind>.js`. HTML goes through sendPublicHtml (ETag, 304, gzip/Brotli, the public
 * CSP); what is not there answers the designed 404 page, never JSON.
 */
export async function storefrontRoutes(app: FastifyInstance, ctx: ServerContext) {
  const shop = createShopLook(ctx.database);

  app.get<{ Params: { file: string }; Querystring: Query }>(
    "/s/assets/:file",
    { config: { public: true } },
    async (request, reply) => {
      const kind = request.params.file.replace(/\.js$/, "") as ScriptKind;
      const asset =
        SCRIPT_KINDS.includes(kind) && request.params.file.endsWith(".js")
          ? storefrontAssets().get(kind)
          : undefined;
      if (!asset) return sendPublicNotFound(request, reply, request.locale);
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      // A versioned address never changes its bytes; an unversioned one is checked again soon.
      const versioned = textOf(request.query.v) === asset.version;
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        .header("x-content-type-options", "nosniff")
        .header("vary", "Accept-Encoding")
        .header(
          "cache-control",
          versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
        )
        .header("etag", `"${asset.version}"`);
      if (request.headers["if-none-match"] === `"${asset.version}"`) return reply.code(304).send();
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(encoding === "identity" ? asset.identity : asset[encoding]);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
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

  app.get<{ Querystring: Query }>(
    "/s/search",
    { config: { public: true } },
    async (request, reply) => {
      const site = await shop();
      const { locale, lang } = languageOf(request, request.query, site.language);
      const t = storefrontTranslator(locale);
      const q = [...textOf(request.query.q).trim()].slice(0, MAX_QUERY).join("");
      const sort = sortOf(request.query.sort);
      const now = ctx.now();
      const items = await withActivities(ctx.db, await searchGoods(ctx.db, { q, sort }), now);
      const heading = q ? t("sf.searchTitle", { q }) : t("sf.searchAll");
      const body = listingBody({
        locale,
        lang,
        shopTitle: site.title,
        heading,
        path: "/s/search",
        q,
        sort,
        items,
        emptyText: t("sf.empty"),
      });
      const html = storefrontDocument({
        locale,
        title: heading,
        shopTitle: site.title,
        path: "/s/search",
        colour: site.colour,
        body,
      });
      return sendPublicHtml(request, reply, {
        html,
        language: locale,
        cacheKey: `sf:search:${locale}:${lang ?? ""}:${sort}:${q}`,
        cacheControl: cacheControlUntil(
          items.flatMap((item) => item.deal?.endAt ?? []),
          now,
        ),
      });
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    "/s/category/:id",
    { config: { public: true } },
    async (request, reply) => {
      const site = await shop();
      const { locale, lang } = languageOf(request, request.query, site.language);
      const id = idOf(request.params.id);
      const [category] =
        id === undefined
          ? []
          : await ctx.db
              .select({ name: goodsCategories.name, status: goodsCategories.status })
              .from(goodsCategories)
              .where(eq(goodsCategories.id, id));
      if (id === undefined || !category || category.status !== 1)
        return sendPublicNotFound(request, reply, locale);
      const t = storefrontTranslator(locale);
      const sort = sortOf(request.query.sort);
      const now = ctx.now();
      const items = await withActivities(
        ctx.db,
        await searchGoods(ctx.db, { sort, categoryId: id }),
        now,
      );
      const body = listingBody({
        locale,
        lang,
        shopTitle: site.title,
        heading: category.name,
        path: `/s/category/${id}`,
        q: "",
        sort,
        items,
        emptyText: t("sf.categoryEmpty"),
      });
      const html = storefrontDocument({
        locale,
        title: category.name,
        shopTitle: site.title,
        path: `/s/category/${id}`,
        colour: site.colour,
        body,
      });
      return sendPublicHtml(request, reply, {
        html,
        language: locale,
        cacheKey: `sf:category:${id}:${locale}:${lang ?? ""}:${sort}`,
        cacheControl: cacheControlUntil(
          items.flatMap((item) => item.deal?.endAt ?? []),
          now,
        ),
      });
    },
  );
}
