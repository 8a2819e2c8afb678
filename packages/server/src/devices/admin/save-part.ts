import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation, summarizeValues } from "../../modules/framework/operation-log.js";
import { deviceTranslator } from "../messages.js";
import { devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { deviceNames, L } from "./shared.js";

/** A battery or electrode record: the values on the device and as an event of its history. */
export async function savePart(
  admin: DeviceAdmin,
  request: FastifyRequest,
  ids: number[],
  event: "battery" | "electrode",
  values: Record<string, unknown>,
) {
  const { ctx, change, notDeleted, deviceRow } = admin;
  const refusal = await change(request, ids, {
    action: "edit",
    event,
    detail: values,
    check: notDeleted(deviceTranslator(request.locale)),
    apply: async (tx) => {
      await tx
        .update(devices)
        .set({ ...values, updatedAt: ctx.now() } as never)
        .where(inArray(devices.id, ids));
    },
    summary: (rows) =>
      describeOperation(
        request.locale,
        "edited",
        deviceNames(rows),
        summarizeValues(request.locale, L, values),
      ),
  });
  if (refusal) return fail(refusal);
  return ok({ device: await deviceRow(ids[0]!) });
}
