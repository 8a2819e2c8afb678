import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.js";
import { deviceTranslator } from "../messages.js";
import { usersWithRole } from "../people.js";
import type { DeviceAdmin } from "./admin.js";
import { bodySchema, handle, Refusal } from "./shared.js";

/** POST /api/device/candidates: the users who may be given devices (agents or after-sale staff). */
export function registerCandidatesRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx } = admin;
  app.post(
    "/api/device/candidates",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.index } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const role = request.body?.role;
      if (role !== "agent" && role !== "aftersale") throw new Refusal(t("device.badRole"));
      return ok(await usersWithRole(ctx.db, role));
    }),
  );
}
