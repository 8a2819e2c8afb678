import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import { deviceTranslator } from "../messages.js";
import type { DeviceAdmin } from "./admin.js";
import { BATTERY_FORM, BatteryBody } from "./form-bodies.js";
import { formRoute, readForm } from "./form-fields.js";
import { savePart } from "./save-part.js";
import { bodyIds, handle } from "./shared.js";

/** POST /api/device/battery: a device's battery record. */
export function registerBatteryRoute(app: FastifyInstance, admin: DeviceAdmin) {
  app.post(
    "/api/device/battery",
    { ...formRoute(BatteryBody), config: { permission: DEVICE_PERMISSIONS.battery } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds({ id: body.id }, t);
      const values = readForm(request, BATTERY_FORM);
      return savePart(admin, request, ids, "battery", values);
    }),
  );
}
