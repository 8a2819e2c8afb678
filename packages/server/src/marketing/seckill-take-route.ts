import type { FastifyInstance } from "fastify";
import { requireAppUser } from "../app-users/app-auth.js";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { parseInteger } from "../modules/framework/values.js";
import { marketingTranslator } from "./messages.js";
import { PHASE } from "./rules/phase.js";
import { type TakeResult, takeSeckill } from "./seckill-take.js";

export const MAX_TAKE_QUANTITY = 100;

type TakeBody = { activityId?: unknown; skuId?: unknown; quantity?: unknown };

/**
 * The companion app's seckill take: `POST /api/app/seckill/take {activityId, skuId, quantity?}`
 * with the app token (marketing/API.md). Outside the operator calls' scope, so a take does not
 * wait for a sweep; only a take that finds the activity started but its stock not yet out of the
 * goods runs the sweep (`sweep`, the one marketing's calls share) and tries once more.
 */
export function registerSeckillTake(
  app: FastifyInstance,
  ctx: ServerContext,
  sweep: () => Promise<unknown>,
): void {
  app.post<{ Body: TakeBody }>(
    "/api/app/seckill/take",
    {
      schema: { body: { type: "object", maxProperties: 8 } },
      attachValidation: true,
      config: { public: true },
    },
    async (request, reply) => {
      const caller = await requireAppUser(ctx, request, reply);
      if (!caller) return reply;
      const m = marketingTranslator(request.locale as Locale);
      const body = (request.validationError ? {} : request.body) ?? {};
      const ids: Record<"activityId" | "skuId", number> = { activityId: 0, skuId: 0 };
      for (const field of ["activityId", "skuId"] as const) {
        const parsed = parseInteger(body[field]);
        if (!parsed.ok || (parsed.value as number) < 1) {
          const message = m("claim.user", { field });
          return fail(message, { errors: [{ field, message }] });
        }
        ids[field] = parsed.value as number;
      }
      const parsedQuantity = body.quantity === undefined ? undefined : parseInteger(body.quantity);
      const quantity =
        parsedQuantity === undefined
          ? 1
          : parsedQuantity.ok
            ? (parsedQuantity.value as number)
            : null;
      if (quantity === null || quantity < 1 || quantity > MAX_TAKE_QUANTITY) {
        const message = m("take.quantity", { field: "quantity" });
        return fail(message, { errors: [{ field: "quantity", message }] });
      }
      const take = { ...ids, quantity, appUserId: caller.appUserId };
      let result: TakeResult = await takeSeckill(ctx.db, take, ctx.now());
      if (!result.ok && result.reason === "pending") {
        await sweep();
        result = await takeSeckill(ctx.db, take, ctx.now());
      }
      if (result.ok) return ok(result);
      switch (result.reason) {
        case "limit":
          return fail(m("take.limit", { limit: result.limit ?? 0, held: result.held ?? 0 }));
        case "soldOut":
          return fail(result.left ? m("take.short", { left: result.left }) : m("take.soldOut"));
        case "notRunning":
        case "pending":
          return fail(
            m("take.notRunning", { phase: m(`phase.${result.phase ?? PHASE.upcoming}`) }),
          );
        default:
          return fail(m(`take.${result.reason}`));
      }
    },
  );
}
