import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation } from "../../modules/framework/operation-log.js";
import { deviceTranslator, serialList } from "../messages.js";
import { devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { deviceNames } from "./shared.js";

/** Deleting and restoring: the devices already in the target state are named, the rest move. */
export async function moveState(
  admin: DeviceAdmin,
  request: FastifyRequest,
  ids: number[],
  move: {
    action: "del" | "restore";
    event: "deleted" | "restored";
    wrong: (row: { state: string }) => boolean;
    message: "device.alreadyDeleted" | "device.notDeleted";
    set: Record<string, unknown>;
  },
) {
  const { change } = admin;
  const t = deviceTranslator(request.locale);
  const refusal = await change(request, ids, {
    action: move.action,
    event: move.event,
    detail: {},
    check: (rows) => {
      const wrong = rows.filter(move.wrong).map((r) => r.serial);
      return wrong.length > 0 ? t(move.message, { serials: serialList(wrong) }) : undefined;
    },
    apply: async (tx) => {
      await tx
        .update(devices)
        .set(move.set as never)
        .where(inArray(devices.id, ids));
    },
    // 删除 SN-0000001 (#1)、… in the operator's language, not "state: → deleted".
    summary: (rows) => describeOperation(request.locale, move.event, deviceNames(rows)),
  });
  return refusal ? fail(refusal) : ok({ ids });
}
