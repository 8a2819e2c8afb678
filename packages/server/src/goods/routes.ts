import { centsToYuan } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { readCacheMs } from "../db/read-cache.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { registerModule } from "../modules/framework/register.js";
import { parseIds } from "../modules/framework/values.js";
import { categoryDirectory, keepCategoryDirectory } from "./category-directory.js";
import { goodsCountRoutes } from "./counts-routes.js";
import {
  CATEGORY_LEVEL_FILTERS,
  GOODS_TABS,
  type GoodsTab,
  goodsModule,
  TAB_FILTER_KEYS,
  TAB_FILTERS,
} from "./declaration.js";
import { goodsDetail } from "./detail.js";
import { freightRoutes } from "./freight-routes.js";
import { goodsTranslator } from "./messages.js";
import { goodsPublicRoutes } from "./public-routes.js";
import { goodsRecycleRoutes } from "./recycle-routes.js";
import { goodsSaveRoute } from "./save-route.js";
import { goodsSettingsRoutes } from "./settings-routes.js";
import { specRoutes } from "./spec-routes.js";

const TAB_URLS = new Set(["/api/goods/index", "/api/goods/list"]);

/**
 * Replaces `tab` by the hidden filters of that tab (declaration.ts), in the body of a POST or the
 * query of a GET (the export). Clients cannot send the hidden filters themselves. Answers the
 * refusal of an unknown tab, or undefined.
 */
function applyTab(source: Record<string, unknown>, locale: Locale): string | undefined {
  for (const key of [...TAB_FILTER_KEYS, ...CATEGORY_LEVEL_FILTERS]) delete source[key];
  const raw = source.tab;
  delete source.tab;
  const tab = (raw === undefined || raw === null || raw === "" ? "all" : raw) as GoodsTab;
  if (typeof tab !== "string" || !(GOODS_TABS as readonly string[]).includes(tab))
    return goodsTranslator(locale)("goods.badTab");
  for (const key of TAB_FILTERS[tab]) source[key] = true;
  return splitPriceRange(source, locale);
}

const isBlank = (v: unknown) => v === undefined || v === null || v === "";

/**
 * `categoryId` of a known category becomes the filter of its level on the goods' stored path
 * (`categoryL1-3`, declaration.ts), which an index walks in sales order. An unknown id or a value
 * that is not an id stays `categoryId`, whose subtree filter (or refusal) answers as before.
 */
async function applyCategory(source: Record<string, unknown>, db: Db) {
  const raw = source.categoryId;
  const id =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && /^\d{1,10}$/.test(raw)
        ? Number(raw)
        : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const depth = (await categoryDirectory(db)).get(id)?.depth;
  if (!depth) return;
  delete source.categoryId;
  source[CATEGORY_LEVEL_FILTERS[depth - 1]!] = id;
}

/** A bound as sent (a number or its text), or undefined when it is not a whole number of cents. */
function boundCents(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * `minPriceCents: [from, to]` (or its JSON text in an export's query) becomes the two hidden
 * bounds `priceFrom`/`priceTo` (declaration.ts says why); anything else is left to the framework's
 * range filter, which refuses what is not a range. A reversed range (80-20), which no product
 * could match, is refused saying so rather than answering an empty list.
 */
function splitPriceRange(source: Record<string, unknown>, locale: Locale): string | undefined {
  delete source.priceFrom;
  delete source.priceTo;
  let range = source.minPriceCents;
  if (typeof range === "string" && range.startsWith("[")) {
    try {
      range = JSON.parse(range);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(range) || range.length !== 2) return undefined;
  const [from, to] = range;
  if ([from, to].some((v) => !isBlank(v) && typeof v !== "number" && typeof v !== "string"))
    return undefined;
  const [fromCents, toCents] = [boundCents(from), boundCents(to)];
  if (!isBlank(from) && !isBlank(to) && fromCents !== undefined && toCents !== undefined)
    if (fromCents > toCents)
      return goodsTranslator(locale)("goods.priceRangeReversed", {
        from: centsToYuan(fromCents),
        to: centsToYuan(toCents),
      });
  delete source.minPriceCents;
  if (!isBlank(from)) source.priceFrom = from;
  if (!isBlank(to)) source.priceTo = to;
  return undefined;
}

/**
 * The goods area's calls (API.md): the goods list on the framework (in its own scope, whose hook
 * turns tabs into filters), the product save and detail, the recycle bin, counts, settings, the
 * public prices, and the extra calls of the spec library and freight templates (their generic
 * calls are registered with the system modules, declarations.ts).
 */
export async function goodsRoutes(app: FastifyInstance, ctx: ServerContext) {
  keepCategoryDirectory(ctx.db, ctx.database.writes, readCacheMs(ctx.env));
  await app.register(async (scope) => {
    scope.addHook("preHandler", async (request, reply) => {
      if (!TAB_URLS.has(request.routeOptions.url ?? "")) return;
      const source = (request.method === "GET" ? request.query : request.body) as
        | Record<string, unknown>
        | undefined;
      if (!source || typeof source !== "object" || Array.isArray(source)) return;
      const refusal = applyTab(source, request.locale as Locale);
      if (refusal) return reply.send(fail(refusal));
      await applyCategory(source, ctx.db);
    });
    registerModule(scope, ctx, goodsModule);
  });

  app.get<{ Querystring: { id?: string } }>(
    "/api/goods/detail",
    {
      schema: {
        querystring: { type: "object", properties: { id: { type: "string", maxLength: 20 } } },
      },
      attachValidation: true,
      config: { permission: "goods:index" },
    },
    async (request) => {
      const t = goodsTranslator(request.locale as Locale);
      const ids = parseIds(request.query?.id);
      if (request.validationError || ids?.length !== 1 || ids[0]! > 2_147_483_647)
        return fail(t("goods.notExist", { field: "id" }));
      const detail = await goodsDetail(ctx.db, ids[0]!);
      return detail ? ok(detail) : fail(t("goods.notExist", { field: `#${ids[0]}` }));
    },
  );

  await app.register(async (scope) => goodsSaveRoute(scope, ctx));
  await goodsCountRoutes(app, ctx);
  await goodsRecycleRoutes(app, ctx);
  await goodsPublicRoutes(app, ctx);
  await goodsSettingsRoutes(app, ctx);
  await specRoutes(app, ctx);
  await freightRoutes(app, ctx);
}
