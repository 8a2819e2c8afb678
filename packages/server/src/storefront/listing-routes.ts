import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { goodsCategories } from "../goods/schema.js";
import type { Locale } from "../i18n/messages.js";
import { withActivities } from "./activity-price.js";
import { storefrontDocument } from "./document.js";
import { listingBody } from "./listing-page.js";
import { storefrontTranslator } from "./messages.js";
import { sendPublicNotFound } from "./not-found.js";
import { idOf, languageOf, type StorefrontQuery, textOf } from "./request-values.js";
import { type ProductCardData, type Sort, searchGoods, sortOf } from "./search.js";
import { cacheControlUntil, sendPublicHtml } from "./send-public.js";
import type { ShopLook, ShopLookReader } from "./shop-look.js";

const MAX_QUERY = 50;

interface Listing {
  site: ShopLook;
  locale: Locale;
  lang: string | undefined;
  heading: string;
  path: string;
  q: string;
  sort: Sort;
  items: ProductCardData[];
  emptyText: string;
  cacheKey: string;
  now: Date;
}

/** A listing as a page: cached until the first activity price on it ends. */
function sendListing(request: FastifyRequest, reply: FastifyReply, listing: Listing) {
  const { site, locale, heading, path, items } = listing;
  const body = listingBody({ ...listing, shopTitle: site.title });
  const html = storefrontDocument({
    locale,
    title: heading,
    shopTitle: site.title,
    path,
    colour: site.colour,
    body,
  });
  return sendPublicHtml(request, reply, {
    html,
    language: locale,
    cacheKey: listing.cacheKey,
    cacheControl: cacheControlUntil(
      items.flatMap((item) => item.deal?.endAt ?? []),
      listing.now,
    ),
  });
}

/** `/s/search?q=&sort=` and `/s/category/:id?sort=`: on-sale goods as cards, with their deals. */
export function listingRoutes(app: FastifyInstance, ctx: ServerContext, shop: ShopLookReader) {
  app.get<{ Querystring: StorefrontQuery }>(
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
      return sendListing(request, reply, {
        site,
        locale,
        lang,
        heading: q ? t("sf.searchTitle", { q }) : t("sf.searchAll"),
        path: "/s/search",
        q,
        sort,
        items,
        emptyText: t("sf.empty"),
        cacheKey: `sf:search:${locale}:${lang ?? ""}:${sort}:${q}`,
        now,
      });
    },
  );

  app.get<{ Params: { id: string }; Querystring: StorefrontQuery }>(
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
      return sendListing(request, reply, {
        site,
        locale,
        lang,
        heading: category.name,
        path: `/s/category/${id}`,
        q: "",
        sort,
        items,
        emptyText: t("sf.categoryEmpty"),
        cacheKey: `sf:category:${id}:${locale}:${lang ?? ""}:${sort}`,
        now,
      });
    },
  );
}
