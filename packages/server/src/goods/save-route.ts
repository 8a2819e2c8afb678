import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { refuseUnless } from "../modules/framework/permission.js";
import { checkGoodsInput } from "./goods-input.js";
import { isNewRow } from "./input-values.js";
import { goodsTranslator } from "./messages.js";
import { saveGoods } from "./save.js";
import { GoodsSaveBody } from "./save-body.js";

/** A refusal of the body as a whole (not an object, too many keys), not of one field. */
const isEnvelopeError = (error: { instancePath: string }) => error.instancePath === "";

/**
 * POST /api/goods/save (API.md), in its own scope: the body's schema is TypeBox's (save-body.ts),
 * checked by TypeBox's compiler, because AJV's type coercion would rewrite the values whose
 * refusal the user must read. Field refusals are answered in the user's words by
 * checkGoodsInput; the validation error used here is only the envelope's. The permission comes
 * first: a user without it reads 403 whatever the body.
 */
export async function goodsSaveRoute(scope: FastifyInstance, ctx: ServerContext) {
  scope.setValidatorCompiler(TypeBoxValidatorCompiler);
  scope
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      "/api/goods/save",
      { schema: { body: GoodsSaveBody }, attachValidation: true },
      async (request, reply) => {
        const locale = request.locale as Locale;
        // The body as a whole refused (not an object, too many keys) has nothing to read.
        const whole = request.validationError?.validation.some(isEnvelopeError) ?? false;
        const body = whole ? {} : request.body;
        const refused = refuseUnless(
          request,
          reply,
          isNewRow(body.id) ? "goods:add" : "goods:edit",
        );
        if (refused) return refused;
        if (whole) return fail(goodsTranslator(locale)("goods.noSkus"));
        const { input, errors, skuErrors } = checkGoodsInput(body, locale);
        if (errors.some((e) => e.field === "id")) return fail(errors[0]!.message, { errors });
        const outcome = await saveGoods(ctx.db, request, ctx.now(), input, errors, skuErrors);
        if (!outcome.ok) return fail(outcome.errors[0]!.message, { errors: outcome.errors });
        return ok({ id: outcome.id });
      },
    );
}
