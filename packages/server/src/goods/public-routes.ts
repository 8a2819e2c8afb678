import { centsToYuan } from "@vitrine/contract";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { goodsTranslator } from "./messages.js";
import { goods } from "./schema.js";

/** At most this many ids per call: a page's product lists hold far fewer. */
export const MAX_PUBLIC_IDS = 100;

/**
 * Today's name, image, lowest price and stock of the goods among `ids` that are on sale and not
 * deleted, in the order of `ids` (others are absent). The public call answers it; the server's
 * page renderer can hand it to editor-react's renderPageToHtml as the live products.
 */
export async function publicGoods(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      image: goods.mainImage,
      priceCents: goods.minPriceCents,
      maxPriceCents: goods.maxPriceCents,
      stock: goods.stockTotal,
      type: goods.type,
    })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), eq(goods.status, 1), isNull(goods.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({ ...r, price: centsToYuan(r.priceCents) }));
}

/**
 * `POST /api/goods/public/prices {ids}` without sign-in: today's name, image, lowest price and stock
 * of goods on sale, so a published page shows current prices rather than those saved with it.
 * Goods off sale, in the recycle bin or unknown are simply absent. Read-only; nothing else leaves.
 */
export async function goodsPublicRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: { ids?: unknown } }>(
    "/api/goods/public/prices",
    {
      schema: {
        body: {
          type: "object",
          properties: {
            ids: {
              type: "array",
              maxItems: 1000,
              items: { anyOf: [{ type: "integer" }, { type: "string", maxLength: 12 }] },
            },
          },
        },
      },
      attachValidation: true,
      config: { public: true },
    },
    async (request, reply) => {
      const t = goodsTranslator(request.locale as Locale);
      reply.header("access-control-allow-origin", "*").header("cache-control", "no-cache");
      const raw = request.body?.ids;
      if (request.validationError || !Array.isArray(raw)) return fail(t("goods.idsRequired"));
      if (raw.length > MAX_PUBLIC_IDS) return fail(t("goods.tooManyIds", { max: MAX_PUBLIC_IDS }));
      const ids: number[] = [];
      for (const item of raw) {
        const n =
          typeof item === "number"
            ? item
            : typeof item === "string" && /^\d{1,10}$/.test(item)
              ? Number(item)
              : Number.NaN;
        // Unusable ids name no product: they are left out like unknown ones.
        if (Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 && !ids.includes(n))
          ids.push(n);
      }
      return ok(await publicGoods(ctx.db, ids));
    },
  );
}
