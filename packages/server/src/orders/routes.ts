import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { registerModule } from "../modules/framework/register.js";
import { orderAdminRoutes } from "./admin-routes.js";
import { afterSaleRoutes } from "./after-sale-routes.js";
import { bargainRoutes } from "./bargain-routes.js";
import { checkoutRoutes } from "./checkout-routes.js";
import { sweepUnpaidOrders } from "./close-orders.js";
import { commissionRoutes } from "./commission-routes.js";
import { completeShippedOrders } from "./complete-orders.js";
import { orderModule } from "./declaration.js";
import { sweepGroupOrders } from "./group-team.js";
import { autoCompleteDays } from "./order-config.js";
import { resolvePaymentProvider } from "./payment/configured-provider.js";
import { paymentRoutes } from "./payment-routes.js";
import { refundRoutes } from "./refund-routes.js";
import { sweepDueRefunds } from "./refunds-due.js";
import { refundModule } from "./refunds-module.js";
import { refundRecordRoutes } from "./refunds-routes.js";
import { shopperRoutes } from "./shopper-routes.js";

/** How often a process looks for unpaid orders past their deadline (the timeout itself is 30 min). */
export const TIMEOUT_SWEEP_MS = 30_000;

/**
 * Orders (issue 33): the shopper's address book, cart, checkout and orders, and the back office;
 * a timer closes unpaid orders past their deadline (sweepUnpaidOrders, one process at a time) and
 * completes orders shipped VITRINE_ORDER_AUTO_COMPLETE_DAYS (7) ago whose receipt nobody confirmed,
 * refunds the paid orders of group-buying teams that failed (group-team.ts) and gives back every
 * payment marked refundDue (refunds-due.ts); the refunds record is its own screen (退款记录).
 */
export async function orderRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // None in production until one is configured: paying is then refused with a clear message.
  const provider = await resolvePaymentProvider({ env: ctx.env });
  registerModule(app, ctx, orderModule);
  registerModule(app, ctx, refundModule);
  orderAdminRoutes(app, ctx, provider);
  shopperRoutes(app, ctx);
  bargainRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  paymentRoutes(app, ctx, provider);
  refundRoutes(app, ctx, provider);
  refundRecordRoutes(app, ctx, provider);
  commissionRoutes(app, ctx);
  afterSaleRoutes(app, ctx, provider);

  const completeAfter = autoCompleteDays(ctx.env);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(async () => {
        await sweepUnpaidOrders(ctx.db, ctx.now());
        await completeShippedOrders(ctx.db, ctx.now(), { days: completeAfter });
        await sweepGroupOrders(ctx.db, provider, ctx.now());
        await sweepDueRefunds(ctx.db, provider, ctx.now());
      })
      .catch((error) => app.log.warn({ err: error }, "could not close timed-out orders"));
  }, TIMEOUT_SWEEP_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
