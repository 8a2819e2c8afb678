import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import { FieldRefusal, formReader } from "../input.js";
import { deviceTranslator } from "../messages.js";
import type { DeviceAdmin } from "./admin.js";
import { savePart } from "./save-part.js";
import { bodyIds, bodySchema, handle, L } from "./shared.js";

/** POST /api/device/electrode: a device's electrode record; replace-by not before fitted. */
export function registerElectrodeRoute(app: FastifyInstance, admin: DeviceAdmin) {
  app.post(
    "/api/device/electrode",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.electrode } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds({ id: body.id }, t);
      const read = formReader(body, request.locale, t);
      const values = {
        electrodeModel: read.text("electrodeModel", L.electrodeModel, 64),
        electrodeBatch: read.text("electrodeBatch", L.electrodeBatch, 64),
        electrodeFittedAt: read.day("electrodeFittedAt", L.electrodeFittedAt),
        electrodeUsesLeft: read.int("electrodeUsesLeft", L.electrodeUsesLeft, 0, 100_000),
        electrodeReplaceBy: read.day("electrodeReplaceBy", L.electrodeReplaceBy),
      };
      if (
        values.electrodeFittedAt &&
        values.electrodeReplaceBy &&
        values.electrodeReplaceBy < values.electrodeFittedAt
      )
        throw new FieldRefusal("electrodeReplaceBy", t("device.replaceBeforeFitted"));
      return savePart(admin, request, ids, "electrode", values);
    }),
  );
}
