import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { goods } from "../goods/schema.js";
import { fail, ok } from "../http/envelope.js";
import { translatorFor } from "../modules/framework/permission.js";
import { parseIds } from "../modules/framework/values.js";
import { pages } from "../pages/schema.js";
import { analyticsTranslator } from "./messages.js";
import { productAnalytics } from "./product-report.js";
import { parseDayRange } from "./range.js";
import { pageAnalytics, topPages } from "./report.js";

/** The dashboard's card shows this many pages; a caller may ask for up to MAX_TOP. */
const DEFAULT_TOP = 5;
const MAX_TOP = 50;

type RangeQuery = { id?: string; from?: string; to?: string; limit?: string };

const rangeQuery = {
  type: "object",
  properties: {
    id: { type: "string", maxLength: 32 },
    from: { type: "string", maxLength: 32 },
    to: { type: "string", maxLength: 32 },
    limit: { type: "string", maxLength: 32 },
  },
} as const;

/**
 * The operator's figures, for whoever may see the page list (`page:index`, enforced here):
 * `GET /api/page/analytics?id=&from=&to=` a page's series, and
 * `GET /api/page/analytics/top?from=&to=&limit=` the shop's most viewed pages; and for whoever
 * may see the goods list (`goods:index`) `GET /api/goods/analytics?id=&from=&to=` a product's.
 * Each first writes the beacons this process holds; other processes' last few seconds (their
 * interval) may still be on their way.
 */
export async function analyticsAdminRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  dayOf: (instant: Date) => string,
  /** Writes this process's waiting beacons: the operator sees what just happened. */
  flush: () => Promise<void>,
) {
  app.get<{ Querystring: RangeQuery }>(
    "/api/page/analytics",
    { schema: { querystring: rangeQuery }, config: { permission: "page:index" } },
    async (request) => {
      const ids = parseIds(request.query.id);
      if (ids?.length !== 1) return fail(translatorFor(request)("ids.bad"));
      const range = parseDayRange(
        request.query,
        dayOf(ctx.now()),
        analyticsTranslator(request.locale),
      );
      if (!range.ok) return fail(range.message);
      const [page] = await ctx.db
        .select({ id: pages.id, name: pages.name })
        .from(pages)
        .where(eq(pages.id, ids[0]!));
      if (!page) return fail(translatorFor(request)("record.notFound"));
      await flush();
      return ok(await pageAnalytics(ctx.database, page, range.from, range.to));
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    "/api/page/analytics/top",
    { schema: { querystring: rangeQuery }, config: { permission: "page:index" } },
    async (request) => {
      const t = analyticsTranslator(request.locale);
      const range = parseDayRange(request.query, dayOf(ctx.now()), t);
      if (!range.ok) return fail(range.message);
      const rawLimit = request.query.limit;
      const limit = rawLimit === undefined || rawLimit === "" ? DEFAULT_TOP : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TOP)
        return fail(t("analytics.badLimit", { max: MAX_TOP }));
      await flush();
      return ok({
        from: range.from,
        to: range.to,
        pages: await topPages(ctx.database, range.from, range.to, limit),
      });
    },
  );

  // A product's figures, for whoever may see the goods list (`goods:index`, enforced here):
  // views of its page, visitors, and views led there from a published page's product card.
  app.get<{ Querystring: RangeQuery }>(
    "/api/goods/analytics",
    { schema: { querystring: rangeQuery }, config: { permission: "goods:index" } },
    async (request) => {
      const ids = parseIds(request.query.id);
      if (ids?.length !== 1) return fail(translatorFor(request)("ids.bad"));
      const range = parseDayRange(
        request.query,
        dayOf(ctx.now()),
        analyticsTranslator(request.locale),
      );
      if (!range.ok) return fail(range.message);
      const [product] = await ctx.db
        .select({ id: goods.id, name: goods.name })
        .from(goods)
        .where(eq(goods.id, ids[0]!));
      if (!product) return fail(translatorFor(request)("record.notFound"));
      await flush();
      return ok(await productAnalytics(ctx.database, product, range.from, range.to));
    },
  );
}
