import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/database.js";
import { analyticsAdminRoutes } from "./admin-routes.js";
import { beaconRoute } from "./beacon-route.js";
import { createClientLimit } from "./client-limit.js";
import { createOnSaleProducts } from "./on-sale-products.js";
import { createPublishedComponents } from "./published-components.js";
import { createPageEventRecorder, type PageEventRecorder } from "./recorder.js";
import { shopDayFormatter } from "./shop-day.js";
import { createVisitorKeys } from "./visitor.js";

/** The recorders writing to each database: tests flush them before they count. */
const recorders = new WeakMap<Database, Set<PageEventRecorder>>();

/** Writes every beacon counted so far for this database (what the interval and close also do). */
export async function flushPageAnalytics(database: Database): Promise<void> {
  await Promise.all([...(recorders.get(database) ?? [])].map((recorder) => recorder.flush()));
}

/**
 * Page analytics (issue 32, row 48; README.md here): the public beacon and the operator's figures.
 * The recorder flushes every 1,000 events, every 5 s, and when the server closes.
 */
export async function analyticsRoutes(app: FastifyInstance, ctx: ServerContext) {
  const recorder = createPageEventRecorder(ctx.database, {
    onError: (error) => app.log.error({ err: error }, "page analytics: a batch was not written"),
  });
  const mine = recorders.get(ctx.database) ?? new Set();
  mine.add(recorder);
  recorders.set(ctx.database, mine);
  app.addHook("onClose", async () => {
    await recorder.close();
    mine.delete(recorder);
  });
  const dayOf = shopDayFormatter(ctx.env);
  await beaconRoute(app, ctx, {
    recorder,
    visitors: createVisitorKeys(ctx.database),
    componentsOf: createPublishedComponents(ctx.database),
    onSale: createOnSaleProducts(ctx.database),
    dayOf,
    perClient: createClientLimit(),
  });
  await analyticsAdminRoutes(app, ctx, dayOf, () => recorder.flush());
}
