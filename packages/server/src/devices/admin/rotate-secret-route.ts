import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { deviceTranslator } from "../messages.js";
import { devices } from "../schema.js";
import { hashDeviceSecret, newDeviceSecret } from "../secrets.js";
import type { DeviceAdmin } from "./admin.js";
import { bodyIds, bodySchema, handle, Refusal } from "./shared.js";

/** POST /api/device/rotateSecret: a new secret for one device, shown once. */
export function registerRotateSecretRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx, change, notDeleted } = admin;
  app.post(
    "/api/device/rotateSecret",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.secret } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const ids = bodyIds({ id: request.body?.id }, t);
      if (ids.length !== 1) throw new Refusal(t("device.idsRequired"));
      const secret = newDeviceSecret();
      const at = ctx.now();
      let serial = "";
      const refusal = await change(request, ids, {
        action: "edit",
        event: "secret",
        detail: {},
        check: (rows) => {
          serial = rows[0]?.serial ?? "";
          return notDeleted(t)(rows);
        },
        apply: async (tx) => {
          await tx
            .update(devices)
            .set({ secretHash: hashDeviceSecret(secret), secretRotatedAt: at, updatedAt: at })
            .where(inArray(devices.id, ids));
        },
        summary: "secret: ***",
      });
      if (refusal) return fail(refusal);
      return ok({ id: ids[0], serial, secret });
    }),
  );
}
