import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
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

/** The ids a page asks about: numbers or their digits (more than the limit is refused by name). */
const PricesBody = Type.Object({
  ids: Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]), {
    maxItems: 1000,
  }),
});

/** The ids that can name a product, each once; the rest name none and are left out like unknown ones. */
function productIds(sent: ReadonlyArray<number | string>): number[] {
  const ids = new Set<number>();
  for (const item of sent) {
    const n = typeof item === "number" || /^\d{1,10}$/.test(item) ? Number(item) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647) ids.add(n);
  }
  return [...ids];
}

/**
 * `POST /api/goods/public/prices {ids}` without sign-in: today's name, image, lowest price and stock
 * of goods on sale, so a published page shows current prices rather than those saved with it.
 * Goods off sale, in the recycle bin or unknown are simply absent. Read-only; nothing else leaves.
 */
export async function goodsPublicRoutes(app: FastifyInstance, ctx: ServerContext) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      "/api/goods/public/prices",
      { schema: { body: PricesBody }, attachValidation: true, config: { public: true } },
      async (request, reply) => {
        const t = goodsTranslator(request.locale as Locale);
        reply.header("access-control-allow-origin", "*").header("cache-control", "no-cache");
        if (request.validationError) return fail(t("goods.idsRequired"));
        const sent = request.body.ids;
        if (sent.length > MAX_PUBLIC_IDS)
          return fail(t("goods.tooManyIds", { max: MAX_PUBLIC_IDS }));
        const ids = productIds(sent);
        return ok(await publicGoods(ctx.db, ids));
      },
    );
}
