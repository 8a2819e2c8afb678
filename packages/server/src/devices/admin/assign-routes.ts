import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation, summarizeValues } from "../../modules/framework/operation-log.js";
import { deviceTranslator } from "../messages.js";
import { holdsRole, userNames } from "../people.js";
import { devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { assignForm } from "./form-bodies.js";
import { formBody, formRoute, readForm } from "./form-fields.js";
import { bodyIds, deviceNames, handle, L, Refusal } from "./shared.js";

/** POST /api/device/assignAgent and assignAfterSale: the person (of that role) devices are given to. */
export function registerAssignRoutes(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx, change, notDeleted } = admin;
  for (const [path, key, role, event, permission, refusalKey] of [
    ["assignAgent", "agentId", "agent", "agent", DEVICE_PERMISSIONS.agent, "device.notAgent"],
    [
      "assignAfterSale",
      "afterSaleId",
      "aftersale",
      "afterSale",
      DEVICE_PERMISSIONS.afterSale,
      "device.notAfterSale",
    ],
  ] as const) {
    const form = assignForm(key);
    app.post(
      `/api/device/${path}`,
      { ...formRoute(formBody(form)), config: { permission } },
      handle(async (request) => {
        const t = deviceTranslator(request.locale);
        const body = request.body ?? {};
        const ids = bodyIds(body, t);
        const person = readForm(request, form)[key] ?? null;
        if (person !== null && !(await holdsRole(ctx.db, person, role)))
          throw new Refusal(t(refusalKey), key);
        const name = person ? ((await userNames(ctx.db, [person])).get(person) ?? "") : "";
        const refusal = await change(request, ids, {
          action: "assign",
          event,
          detail: { [key]: person, name },
          check: notDeleted(t),
          apply: async (tx) => {
            await tx
              .update(devices)
              .set({ [key]: person, updatedAt: ctx.now() })
              .where(inArray(devices.id, ids));
          },
          summary: (rows) =>
            describeOperation(
              request.locale,
              "edited",
              deviceNames(rows),
              summarizeValues(request.locale, L, { [key]: person ? name || `#${person}` : null }),
            ),
        });
        if (refusal) return fail(refusal);
        return ok({ ids });
      }),
    );
  }
}
