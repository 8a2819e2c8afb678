import { and, inArray, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation, recordName, writeOperationLog } from "./operation-log.js";
import { translatorFor } from "./permission.js";
import { rowsByIds } from "./rows.js";
import { schemaRefusal } from "./schema-refusal.js";
import { parseIds } from "./values.js";
import type { WriteScope } from "./write-scope.js";

/** GET <module>/del?id=1,2: deletes the rows found, unless one has children or a hook refuses. */
export function registerDeleteRoute(app: FastifyInstance, scope: WriteScope) {
  const { ctx, declaration, base, perm, hooks } = scope;
  app.get<{ Querystring: { id?: string } }>(
    `${base}/del`,
    {
      schema: {
        querystring: { type: "object", properties: { id: { type: "string", maxLength: 12000 } } },
      },
      attachValidation: true,
      config: { permission: perm("del") },
    },
    async (request) => {
      const t = translatorFor(request);
      const invalid = schemaRefusal(declaration, request, t);
      if (invalid) return invalid;
      const ids = parseIds(request.query.id);
      if (!ids) return fail(t("ids.bad"));
      const rows = await rowsByIds(ctx.db, declaration, ids);
      if (rows.length === 0) return fail(t("record.notFound"));
      const found = rows.map((r) => r.id as number);
      const parentKey = declaration.treeParent;
      const parentColumn = declaration.fields.find((f) => f.key === parentKey)?.column;
      if (parentColumn) {
        const [child] = await ctx.db
          .select({ id: declaration.id })
          .from(declaration.table)
          .where(and(inArray(parentColumn, found), notInArray(declaration.id, found)))
          .limit(1);
        if (child) return fail(t("record.hasChildren"));
      }
      const refusal = await hooks.beforeDelete?.(ctx.db, found, request, t);
      if (refusal) return fail(refusal);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(declaration.table).where(inArray(declaration.id, found));
        await writeOperationLog(tx, request, ctx.now(), {
          module: declaration.name,
          action: "del",
          ids: found,
          summary: describeOperation(
            request.locale,
            "deleted",
            rows.map((r) => recordName(declaration, r)),
          ),
        });
      });
      await hooks.afterChange?.(ctx, found, { deleted: true }, request);
      return ok({ ids: found });
    },
  );
}
