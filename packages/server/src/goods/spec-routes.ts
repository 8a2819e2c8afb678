import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import { typeBoxCompiler } from "../http/typebox-compiler.js";
import type { Locale } from "../i18n/messages.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { goodsTranslator } from "./messages.js";
import { goodsSpecs, goodsSpecValues } from "./schema.js";
import { MAX_SPEC_NAME } from "./specs.js";

const MAX_VALUES = 100;

/** The group's name and its values as typed; trimmed lengths and repeats are read below. */
const EnsureBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  values: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
});
const LABELS = {
  name: { "zh-cn": "规格名称", en: "specification", "zh-tw": "規格名稱" },
  values: { "zh-cn": "规格值", en: "values", "zh-tw": "規格值" },
} as const;

/**
 * `POST /api/goodsSpec/ensure {name, values}` (goodsSpec:add): a spec group typed in the wizard
 * becomes library rows, found by name (ignoring case) or created, so its SKUs can name option ids.
 */
export async function specRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    "/api/goodsSpec/ensure",
    {
      schema: { body: EnsureBody },
      validatorCompiler: typeBoxCompiler,
      attachValidation: true,
      config: { permission: "goodsSpec:add" },
    },
    async (request) => {
      const locale = request.locale as Locale;
      const t = goodsTranslator(locale);
      if (request.validationError) return fail(t("goods.oneOf", { field: LABELS.values[locale] }));
      const name = request.body.name?.trim() ?? "";
      if (!name) return fail(t("goods.required", { field: LABELS.name[locale] }));
      if ([...name].length > MAX_SPEC_NAME)
        return fail(t("goods.tooLong", { field: LABELS.name[locale], max: MAX_SPEC_NAME }));
      const raw = request.body.values ?? [];
      const names: string[] = [];
      for (const value of raw) {
        const v = value.trim();
        if (!v) return fail(t("specValue.empty"));
        if ([...v].length > MAX_SPEC_NAME)
          return fail(t("goods.tooLong", { field: LABELS.values[locale], max: MAX_SPEC_NAME }));
        if (!names.some((n) => n.toLowerCase() === v.toLowerCase())) names.push(v);
      }
      if (names.length > MAX_VALUES)
        return fail(t("goods.tooMany", { field: LABELS.values[locale], max: MAX_VALUES }));
      const now = ctx.now();
      const answer = await ctx.db.transaction(async (tx) => {
        const created: string[] = [];
        // Insert-or-find in that order: two wizards saving the same new group at once must both get
        // the one row (the unique index on lower(name) turns the second insert into nothing, not a
        // unique violation, which answered 500 under the fuzz test's parallel requests).
        const findSpec = () =>
          tx
            .select({ id: goodsSpecs.id, name: goodsSpecs.name })
            .from(goodsSpecs)
            .where(eq(sql`lower(${goodsSpecs.name})`, name.toLowerCase()));
        let [spec] = await findSpec();
        if (!spec) {
          const [inserted] = await tx
            .insert(goodsSpecs)
            .values({ name, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning({ id: goodsSpecs.id, name: goodsSpecs.name });
          if (inserted) created.push(`spec ${name}`);
          [spec] = inserted ? [inserted] : await findSpec();
        }
        const values: Array<{ id: number; name: string }> = [];
        for (const valueName of names) {
          let [value] = await tx
            .select({ id: goodsSpecValues.id, name: goodsSpecValues.name })
            .from(goodsSpecValues)
            .where(
              and(
                eq(goodsSpecValues.specId, spec!.id),
                eq(sql`lower(${goodsSpecValues.name})`, valueName.toLowerCase()),
              ),
            );
          if (!value) {
            const [inserted] = await tx
              .insert(goodsSpecValues)
              .values({
                specId: spec!.id,
                name: valueName,
                sort: values.length,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing()
              .returning({ id: goodsSpecValues.id, name: goodsSpecValues.name });
            if (inserted) created.push(valueName);
            [value] = inserted
              ? [inserted]
              : await tx
                  .select({ id: goodsSpecValues.id, name: goodsSpecValues.name })
                  .from(goodsSpecValues)
                  .where(
                    and(
                      eq(goodsSpecValues.specId, spec!.id),
                      eq(sql`lower(${goodsSpecValues.name})`, valueName.toLowerCase()),
                    ),
                  );
          }
          values.push(value!);
        }
        if (created.length > 0)
          await writeOperationLog(tx, request, now, {
            module: "goodsSpec",
            action: "add",
            ids: [spec!.id],
            summary: `${spec!.name} (#${spec!.id}): ${created.join(", ")}`,
          });
        return { specId: spec!.id, name: spec!.name, values };
      });
      return ok(answer);
    },
  );
}
