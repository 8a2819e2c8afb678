import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import { formReader } from "../input.js";
import { deviceTranslator } from "../messages.js";
import type { DeviceAdmin } from "./admin.js";
import { savePart } from "./save-part.js";
import { bodyIds, bodySchema, handle, L } from "./shared.js";

/** POST /api/device/battery: a device's battery record. */
export function registerBatteryRoute(app: FastifyInstance, admin: DeviceAdmin) {
  app.post(
    "/api/device/battery",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.battery } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds({ id: body.id }, t);
      const read = formReader(body, request.locale, t);
      const values = {
        batteryModel: read.text("batteryModel", L.batteryModel, 64),
        batteryCapacityMah: read.int("batteryCapacityMah", L.batteryCapacityMah, 1, 100_000),
        batteryHealth: read.int("batteryHealth", L.batteryHealth, 0, 100),
        batteryCycles: read.int("batteryCycles", L.batteryCycles, 0, 100_000),
        batteryReplacedAt: read.day("batteryReplacedAt", L.batteryReplacedAt),
      };
      return savePart(admin, request, ids, "battery", values);
    }),
  );
}
