import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { deviceTranslator } from "../messages.js";
import { devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { moveState } from "./move-state.js";
import { bodyIds, handle, queryId } from "./shared.js";

/** GET /api/device/del: devices move to the recycle state, remembering the state they had. */
export function registerDeleteRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx } = admin;
  app.get(
    "/api/device/del",
    { schema: queryId, config: { permission: DEVICE_PERMISSIONS.del } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const ids = bodyIds({ ids: request.query.id ?? request.query.ids }, t);
      const at = ctx.now();
      return moveState(admin, request, ids, {
        action: "del",
        event: "deleted",
        wrong: (r) => r.state === "deleted",
        message: "device.alreadyDeleted",
        set: {
          stateBeforeDelete: sql`${devices.state}`,
          state: "deleted",
          deletedAt: at,
          updatedAt: at,
        },
      });
    }),
  );
}
