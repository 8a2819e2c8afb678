import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { firmwareRoutes } from "../firmware/routes.js";
import { sosRoutes } from "../sos/routes.js";
import { createFleet, fleetEventsOf, rememberFleet } from "./fleet.js";
import { deviceGatewayRoutes } from "./gateway-routes.js";
import { deviceImportRoutes } from "./import-routes.js";
import { deviceAdminRoutes } from "./routes.js";

/**
 * The device fleet's calls (issue 22): the operators' device, sale, import, SOS and firmware
 * screens, and the devices' own heartbeat, SOS and upgrade-result calls. One fleet per process
 * holds the heartbeat buffer, which closing the server flushes.
 */
export async function fleetRoutes(app: FastifyInstance, ctx: ServerContext) {
  const fleet = createFleet({
    database: ctx.database,
    now: ctx.now,
    // Read on each event: the realtime area may wire its bus into the context after this runs.
    events: { publish: (event) => fleetEventsOf(ctx).publish(event) },
    onError: (error) =>
      app.log.error({ err: error }, "device fleet: heartbeat flush or sweep failed"),
  });
  rememberFleet(ctx.database, fleet);
  app.addHook("onClose", async () => {
    await fleet.close();
  });
  await deviceAdminRoutes(app, ctx, fleet);
  await deviceImportRoutes(app, ctx);
  await deviceGatewayRoutes(app, fleet);
  await sosRoutes(app, ctx);
  await firmwareRoutes(app, ctx, () => fleet.forgetPackages());
}
