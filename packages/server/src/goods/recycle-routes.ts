import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { parseIds } from "../modules/framework/values.js";
import { goodsTranslator } from "./messages.js";
import { goods } from "./schema.js";

/** The goods to restore or purge: a list of ids (numbers or digits), one id, or "1,2,3". */
const IdsBody = Type.Object({
  ids: Type.Optional(
    Type.Union([
      Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]), { maxItems: 1000 }),
      Type.Integer(),
      Type.String({ maxLength: 12000 }),
    ]),
  ),
});

const names = (rows: Array<{ id: number; name: string }>) =>
  rows.map((r) => `${r.name} (#${r.id})`).join(", ");

/**
 * The recycle bin: `del` moves goods into it (they leave every tab but 回收站, the public prices
 * and the picker), `restore` takes them out, `purge` deletes goods already in it for good (their
 * SKUs go with them). All three need goods:del, and each writes an operation log row.
 */
export async function goodsRecycleRoutes(app: FastifyInstance, ctx: ServerContext) {
  async function load(ids: number[]) {
    return ctx.db
      .select({ id: goods.id, name: goods.name, deletedAt: goods.deletedAt })
      .from(goods)
      .where(inArray(goods.id, ids));
  }

  /** The ids a call names, refused unless each is a row id; a body of the wrong shape names none. */
  function readIds(request: FastifyRequest, raw: () => unknown) {
    const t = goodsTranslator(request.locale as Locale);
    const ids = request.validationError ? undefined : parseIds(raw());
    if (!ids || ids.some((id) => id > 2_147_483_647)) return { error: t("goods.idsRequired") };
    return { ids };
  }

  app.get<{ Querystring: { id?: string } }>(
    "/api/goods/del",
    {
      schema: {
        querystring: { type: "object", properties: { id: { type: "string", maxLength: 12000 } } },
      },
      attachValidation: true,
      config: { permission: "goods:del" },
    },
    async (request) => {
      const read = readIds(request, () => request.query.id);
      if (read.error) return fail(read.error);
      const rows = (await load(read.ids!)).filter((r) => !r.deletedAt);
      if (rows.length === 0)
        return fail(goodsTranslator(request.locale as Locale)("goods.idsRequired"));
      const ids = rows.map((r) => r.id);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(goods)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(inArray(goods.id, ids), isNull(goods.deletedAt)));
        await writeOperationLog(tx, request, now, {
          module: "goods",
          action: "del",
          ids,
          summary: `recycle bin: ${names(rows)}`,
        });
      });
      return ok({ ids });
    },
  );

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    "/api/goods/restore",
    { schema: { body: IdsBody }, attachValidation: true, config: { permission: "goods:del" } },
    async (request) => {
      const t = goodsTranslator(request.locale as Locale);
      const read = readIds(request, () => request.body.ids);
      if (read.error) return fail(read.error);
      const rows = await load(read.ids!);
      if (rows.length === 0) return fail(t("goods.idsRequired"));
      const live = rows.find((r) => !r.deletedAt);
      if (live) return fail(t("goods.notDeleted", { name: live.name }));
      const ids = rows.map((r) => r.id);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(goods)
          .set({ deletedAt: null, updatedAt: now })
          .where(and(inArray(goods.id, ids), isNotNull(goods.deletedAt)));
        await writeOperationLog(tx, request, now, {
          module: "goods",
          action: "restore",
          ids,
          summary: `restored from the recycle bin: ${names(rows)}`,
        });
      });
      return ok({ ids });
    },
  );

  typed.post(
    "/api/goods/purge",
    { schema: { body: IdsBody }, attachValidation: true, config: { permission: "goods:del" } },
    async (request) => {
      const t = goodsTranslator(request.locale as Locale);
      const read = readIds(request, () => request.body.ids);
      if (read.error) return fail(read.error);
      const rows = await load(read.ids!);
      if (rows.length === 0) return fail(t("goods.idsRequired"));
      const live = rows.find((r) => !r.deletedAt);
      if (live) return fail(t("goods.notInRecycleBin", { name: live.name }));
      const ids = rows.map((r) => r.id);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        // The SKUs go with the product (ON DELETE CASCADE).
        await tx.delete(goods).where(and(inArray(goods.id, ids), isNotNull(goods.deletedAt)));
        await writeOperationLog(tx, request, now, {
          module: "goods",
          action: "del",
          ids,
          summary: `deleted for good: ${names(rows)}`,
        });
      });
      return ok({ ids });
    },
  );
}
