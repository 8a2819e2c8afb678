import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import { deviceTranslator } from "../messages.js";
import type { DeviceAdmin } from "./admin.js";
import { ELECTRODE_FORM, ElectrodeBody } from "./form-bodies.js";
import { formRoute, readForm } from "./form-fields.js";
import { savePart } from "./save-part.js";
import { bodyIds, handle, Refusal } from "./shared.js";

/** POST /api/device/electrode: a device's electrode record; replace-by not before fitted. */
export function registerElectrodeRoute(app: FastifyInstance, admin: DeviceAdmin) {
  app.post(
    "/api/device/electrode",
    { ...formRoute(ElectrodeBody), config: { permission: DEVICE_PERMISSIONS.electrode } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds({ id: body.id }, t);
      const values = readForm(request, ELECTRODE_FORM);
      if (
        values.electrodeFittedAt &&
        values.electrodeReplaceBy &&
        values.electrodeReplaceBy < values.electrodeFittedAt
      )
        throw new Refusal(t("device.replaceBeforeFitted"), "electrodeReplaceBy");
      return savePart(admin, request, ids, "electrode", values);
    }),
  );
}
