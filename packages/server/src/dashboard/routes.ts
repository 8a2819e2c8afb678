import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { offlineAfterSeconds } from "../devices/network.js";
import { lowStockThreshold } from "../goods/settings.js";
import { fail, ok } from "../http/envelope.js";
import { parseTimeZone } from "../modules/framework/time-zone.js";
import { attentionAnswer, chartsAnswer, ordersAnswer, summaryAnswer } from "./answer-schema.js";
import { dashboardAttention } from "./attention.js";
import { dashboardCharts } from "./charts.js";
import { visibleAreas } from "./grants.js";
import { dashboardText } from "./messages.js";
import { startOnlineHoursJob } from "./online-hours.js";
import { orderDashboard } from "./order-figures.js";
import { dashboardSummary } from "./summary.js";

/** The settings the dashboard reads from other areas (their own readers unless a test says). */
export interface DashboardDependencies {
  offlineAfterSeconds?: (db: Db) => Promise<number>;
  lowStockThreshold?: (db: Db) => Promise<number>;
}

type TzQuery = { Querystring: { tz?: string } };
const tzQuery = {
  type: "object",
  properties: { tz: { type: "string", maxLength: 64 } },
} as const;
/** The `tz` query and the answer's schema, which the serialiser writes the answer with. */
const withTz = (answer: unknown) => ({ querystring: tzQuery, response: { 200: answer } });

/**
 * The home dashboard's calls (issues 23 and 33), open to every signed-in user; each answers only the
 * figures of the areas the user holds the grant of (grants.ts). `tz` is the operator's IANA zone,
 * which decides where their days start; UTC when absent.
 */
export async function dashboardRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  deps: DashboardDependencies = {},
) {
  const offlineAfter = deps.offlineAfterSeconds ?? ((db: Db) => offlineAfterSeconds(db));
  const lowStock = deps.lowStockThreshold ?? lowStockThreshold;

  const zoneOf = (request: FastifyRequest<TzQuery>) => {
    const raw = request.query.tz;
    if (raw === undefined || raw === "") return "UTC";
    return parseTimeZone(raw);
  };
  const badZone = (request: FastifyRequest<TzQuery>) =>
    fail(dashboardText(request.locale, "badTimeZone", { zone: String(request.query.tz) }));

  app.get<TzQuery>("/api/dashboard/summary", { schema: withTz(summaryAnswer) }, async (request) => {
    const timeZone = zoneOf(request);
    if (!timeZone) return badZone(request);
    const areas = visibleAreas(request.auth!.access);
    return ok(
      await dashboardSummary({
        database: ctx.database,
        areas,
        now: ctx.now(),
        timeZone,
        offlineAfterSeconds: areas.has("devices") ? await offlineAfter(ctx.db) : 0,
      }),
    );
  });

  app.get<TzQuery>("/api/dashboard/charts", { schema: withTz(chartsAnswer) }, async (request) => {
    const timeZone = zoneOf(request);
    if (!timeZone) return badZone(request);
    return ok(
      await dashboardCharts({
        database: ctx.database,
        areas: visibleAreas(request.auth!.access),
        now: ctx.now(),
        timeZone,
      }),
    );
  });

  // The home card 订单统计信息: `orders` is absent for a user who may not open the order list.
  app.get<TzQuery>("/api/dashboard/orders", { schema: withTz(ordersAnswer) }, async (request) => {
    const timeZone = zoneOf(request);
    if (!timeZone) return badZone(request);
    if (!visibleAreas(request.auth!.access).has("orders")) return ok({});
    return ok({
      orders: await orderDashboard({ database: ctx.database, now: ctx.now(), timeZone }),
    });
  });

  app.get(
    "/api/dashboard/attention",
    { schema: { response: { 200: attentionAnswer } } },
    async (request) =>
      ok(
        await dashboardAttention({
          database: ctx.database,
          areas: visibleAreas(request.auth!.access),
          lowStockThreshold: () => lowStock(ctx.db),
        }),
      ),
  );

  // The hourly online counts; VITRINE_DASHBOARD_JOB=off leaves it to the caller (tests run it by hand).
  if (ctx.env.VITRINE_DASHBOARD_JOB !== "off") {
    const stop = startOnlineHoursJob(ctx.database, ctx.now, (error) =>
      app.log.warn({ err: error }, "dashboard: could not count the devices online per hour"),
    );
    app.addHook("onClose", stop);
  }
}
