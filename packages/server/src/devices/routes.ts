import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { registerModule } from "../modules/framework/register.js";
import { deviceAdmin } from "./admin/admin.js";
import { registerAssignRoutes } from "./admin/assign-routes.js";
import { registerBatteryRoute } from "./admin/battery-route.js";
import { registerCandidatesRoute } from "./admin/candidates-route.js";
import { registerDeleteRoute } from "./admin/delete-route.js";
import { registerDetailRoute } from "./admin/detail-route.js";
import { registerElectrodeRoute } from "./admin/electrode-route.js";
import { registerHeartbeatsRoute } from "./admin/heartbeats-route.js";
import { registerRestoreRoute } from "./admin/restore-route.js";
import { registerRotateSecretRoute } from "./admin/rotate-secret-route.js";
import { registerSellRoute } from "./admin/sell-route.js";
import { registerStatsRoute } from "./admin/stats-route.js";
import { createDeviceModule } from "./declaration.js";
import type { Fleet } from "./fleet.js";
import { deviceSaleModule } from "./sales-declaration.js";

/**
 * The back office's device calls: the module framework's list/add/edit/export of devices and of
 * sales, and the device actions beyond it, one file each under admin/ (they share admin.ts's
 * locked change of several devices).
 */
export async function deviceAdminRoutes(app: FastifyInstance, ctx: ServerContext, fleet: Fleet) {
  const declaration = createDeviceModule(ctx.now);
  registerModule(app, ctx, declaration);
  registerModule(app, ctx, deviceSaleModule);
  const admin = deviceAdmin(ctx, fleet, declaration);
  registerDetailRoute(app, admin);
  registerHeartbeatsRoute(app, admin);
  registerBatteryRoute(app, admin);
  registerElectrodeRoute(app, admin);
  registerAssignRoutes(app, admin);
  registerSellRoute(app, admin);
  registerDeleteRoute(app, admin);
  registerRestoreRoute(app, admin);
  registerRotateSecretRoute(app, admin);
  registerCandidatesRoute(app, admin);
  registerStatsRoute(app, admin);
}
