import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { refuseUnless } from "../modules/framework/permission.js";
import { FreightSaveBody, mendShapes } from "./freight-body.js";
import { checkFreightInput, isNewTemplate } from "./freight-input.js";
import { goodsTranslator } from "./messages.js";
import { regionTree } from "./regions.js";
import { freightTemplates } from "./schema.js";

/** The freight template form's save (with its region rows) and the region tree it picks from. */
export async function freightRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get(
    "/api/freightTemplate/regions",
    { config: { permission: "freightTemplate:index" } },
    async () => ok(regionTree()),
  );

  // The body's schema is TypeBox's (freight-body.ts), checked by TypeBox's compiler: AJV's
  // coercion would rewrite the values whose refusal the user must read. A body that is no object,
  // or has too many keys, is read as empty, so the answer names the fields the form must fill.
  await app.register(async (scope) => saveRoute(scope, ctx));
}

async function saveRoute(scope: FastifyInstance, ctx: ServerContext) {
  scope.setValidatorCompiler(TypeBoxValidatorCompiler);
  scope
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      "/api/freightTemplate/save",
      { schema: { body: FreightSaveBody }, attachValidation: true },
      async (request, reply) => {
        const locale = request.locale as Locale;
        const t = goodsTranslator(locale);
        // A value of the wrong shape is mended into one its field's rule refuses (freight-body.ts).
        const error = request.validationError;
        const body = error
          ? mendShapes(
              request.body,
              error.validation.map((e: { instancePath: string }) => e.instancePath),
            )
          : request.body;
        const refused = refuseUnless(
          request,
          reply,
          isNewTemplate(body) ? "freightTemplate:add" : "freightTemplate:edit",
        );
        if (refused) return refused;
        const { input, errors } = checkFreightInput(body, locale);
        if (errors.length > 0) return fail(errors[0]!.message, { errors });
        const now = ctx.now();
        const values = {
          name: input.name,
          billing: input.billing,
          sort: input.sort,
          status: input.status,
          rules: input.rules,
          freeRules: input.freeRules,
          noDelivery: input.noDelivery,
          updatedAt: now,
        };
        const id = await ctx.db.transaction(async (tx) => {
          let rowId: number | undefined;
          if (input.id !== undefined) {
            const [updated] = await tx
              .update(freightTemplates)
              .set(values)
              .where(eq(freightTemplates.id, input.id))
              .returning({ id: freightTemplates.id });
            rowId = updated?.id;
            if (rowId === undefined) return undefined;
          } else {
            const [created] = await tx
              .insert(freightTemplates)
              .values({ ...values, createdAt: now })
              .returning({ id: freightTemplates.id });
            rowId = created!.id;
          }
          await writeOperationLog(tx, request, now, {
            module: "freightTemplate",
            action: input.id !== undefined ? "edit" : "add",
            ids: [rowId],
            summary: `${input.name} (#${rowId}): billing ${input.billing}, ${input.rules.length} region row(s), ${input.freeRules.length} free-shipping rule(s), ${input.noDelivery.length} no-delivery region(s)`,
          });
          return rowId;
        });
        if (id === undefined) return fail(t("goods.notExist", { field: `#${input.id}` }));
        return ok({ id });
      },
    );
}
