import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { registerModule } from "../modules/framework/register.js";
import { parseInteger } from "../modules/framework/values.js";
import { claimCoupon } from "./claim.js";
import { registerCloseRoute } from "./close-route.js";
import { marketingModules } from "./declarations.js";
import { syncDistributors } from "./distributors-sync.js";
import { marketingTranslator } from "./messages.js";
import { bargainActivities, coupons, groupActivities, seckillActivities } from "./schema.js";
import { registerSeckillTake } from "./seckill-take-route.js";
import { distributionSettingsRoutes } from "./settings.js";
import { sweepMarketing } from "./sweep.js";

/** How often the server brings phases, seckill stock, groups and bargains in line with the clock. */
export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Marketing (issue 21): the six modules, each activity's close call, the coupon claim call, the
 * distribution settings, and the app's seckill take (outside the sweeping scope, seckill-take-route.ts). Every call here first runs the sweep, so status tabs and seckill stock
 * follow the clock to the moment; a timer runs it as well while nobody looks.
 */
export async function marketingRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const [coupon, seckill, group, bargain, ...others] = marketingModules(ctx.now);
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(async () => {
        await syncDistributors(ctx.db);
        await sweepMarketing(ctx.db, ctx.now());
      })
      .catch((error) => app.log.warn({ err: error }, "could not sweep marketing"));
    return running;
  };

  await app.register(async (scope) => {
    scope.addHook("preHandler", async () => {
      await sweep();
    });
    for (const declaration of [coupon!, seckill!, group!, bargain!, ...others])
      registerModule(scope, ctx, declaration);
    registerCloseRoute(scope, ctx, coupon!, coupons);
    registerCloseRoute(scope, ctx, seckill!, seckillActivities);
    registerCloseRoute(scope, ctx, group!, groupActivities);
    registerCloseRoute(scope, ctx, bargain!, bargainActivities);
    distributionSettingsRoutes(scope, ctx);

    // The app side's claim, behind an operator permission until the app's sessions carry it:
    // `POST /api/coupon/claim {couponId, appUserId}` (coupon:edit).
    scope.post<{ Body: { couponId?: unknown; appUserId?: unknown } }>(
      "/api/coupon/claim",
      {
        schema: { body: { type: "object", maxProperties: 8 } },
        attachValidation: true,
        config: { permission: "coupon:edit" },
      },
      async (request) => {
        const locale = request.locale as Locale;
        const m = marketingTranslator(locale);
        const couponId = parseInteger(request.body?.couponId);
        const userId = parseInteger(request.body?.appUserId);
        for (const [field, parsed] of [
          ["couponId", couponId],
          ["appUserId", userId],
        ] as const)
          if (!parsed.ok || (parsed.value as number) < 1)
            return fail(m("claim.user", { field }), {
              errors: [{ field, message: m("claim.user", { field }) }],
            });
        const result = await claimCoupon(
          ctx.db,
          couponId.ok ? (couponId.value as number) : 0,
          userId.ok ? (userId.value as number) : 0,
          ctx.now(),
        );
        if (!result.ok) return fail(m(`claim.${result.reason}`, { limit: result.limit ?? 0 }));
        return ok(result);
      },
    );
  });

  registerSeckillTake(app, ctx, sweep);

  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
