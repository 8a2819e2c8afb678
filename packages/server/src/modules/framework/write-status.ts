import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation, recordName, writeOperationLog } from "./operation-log.js";
import { translatorFor } from "./permission.js";
import { rowsByIds } from "./rows.js";
import { schemaRefusal } from "./schema-refusal.js";
import { parseIds } from "./values.js";
import type { WriteScope } from "./write-scope.js";

/** POST <module>/status: enables (1) or disables (0) the rows found, unless a hook refuses. */
export function registerStatusRoute(app: FastifyInstance, scope: WriteScope) {
  const { ctx, declaration, base, perm, props, hooks } = scope;
  app.post<{ Body: { id?: unknown; status?: unknown } }>(
    `${base}/status`,
    {
      schema: {
        body: {
          type: "object",
          required: ["id", "status"],
          properties: {
            id: { anyOf: [{ type: "integer" }, { type: "string", maxLength: 12000 }] },
            status: {},
          },
        },
      },
      attachValidation: true,
      config: { permission: perm("status") },
    },
    async (request) => {
      const t = translatorFor(request);
      const invalid = schemaRefusal(declaration, request, t);
      if (invalid) return invalid;
      const ids = parseIds(request.body.id);
      if (!ids) return fail(t("ids.bad"));
      const status = request.body.status;
      if (status !== 0 && status !== 1 && status !== "0" && status !== "1")
        return fail(t("status.bad"));
      const value = Number(status);
      const rows = await rowsByIds(ctx.db, declaration, ids);
      if (rows.length === 0) return fail(t("record.notFound"));
      const found = rows.map((r) => r.id as number);
      const refusal = await hooks.beforeStatus?.(ctx.db, found, value, request, t);
      if (refusal) return fail(refusal);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(declaration.table)
          .set({ [props.get("status")!]: value } as never)
          .where(inArray(declaration.id, found));
        await writeOperationLog(tx, request, ctx.now(), {
          module: declaration.name,
          action: "status",
          ids: found,
          summary: describeOperation(
            request.locale,
            value === 1 ? "enabled" : "disabled",
            rows.map((r) => recordName(declaration, r)),
          ),
        });
      });
      await hooks.afterChange?.(ctx, found, { status: value }, request);
      return ok({ ids: found, status: value });
    },
  );
}
