import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { deviceTranslator } from "../messages.js";
import { devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { moveState } from "./move-state.js";
import { bodyIds, bodySchema, handle } from "./shared.js";

/** POST /api/device/restore: deleted devices get back the state they had. */
export function registerRestoreRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx } = admin;
  app.post(
    "/api/device/restore",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.restore } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const ids = bodyIds(request.body ?? {}, t);
      return moveState(admin, request, ids, {
        action: "restore",
        event: "restored",
        wrong: (r) => r.state !== "deleted",
        message: "device.notDeleted",
        set: {
          state: sql`COALESCE(${devices.stateBeforeDelete}, 'made')`,
          stateBeforeDelete: null,
          deletedAt: null,
          updatedAt: ctx.now(),
        },
      });
    }),
  );
}
