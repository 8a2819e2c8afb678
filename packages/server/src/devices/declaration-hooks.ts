import type { ModuleHooks, Row } from "../modules/framework/types.js";
import { PRODUCED_ON } from "./declaration-fields.js";
import { imeiHolder, imeiViolation } from "./imei.js";
import { deviceTranslator } from "./messages.js";
import { isOnline, offlineAfterSeconds } from "./network.js";
import { userNames } from "./people.js";
import { deviceEvents } from "./schema.js";
import { hashDeviceSecret, newDeviceSecret } from "./secrets.js";
import { isDay, isImei } from "./serial.js";

/**
 * The device module's hooks: the IMEI race named, the list's online state and people's names,
 * a hand-added device's secret and its history row. `now` is the clock of the history row.
 */
export function deviceHooks(now: () => Date): ModuleHooks {
  return {
    // Two saves of one IMEI racing past validate: the index refuses the second, named here.
    async uniqueViolation(error, { input, existing, request, ctx }) {
      if (!imeiViolation(error) || typeof input.imei !== "string") return undefined;
      const dt = deviceTranslator(request.locale);
      const holder = await imeiHolder(ctx.db, input.imei, existing?.id as number | undefined);
      return holder === undefined
        ? undefined
        : [{ field: "imei", message: dt("device.imeiTaken", { serial: holder }) }];
    },
    async validate({ input, existing, request, ctx }) {
      const db = ctx.db;
      const dt = deviceTranslator(request.locale);
      const errors = [];
      if (typeof input.imei === "string" && input.imei !== "") {
        if (!isImei(input.imei)) errors.push({ field: "imei", message: dt("device.imeiFormat") });
        else {
          const holder = await imeiHolder(db, input.imei, existing?.id as number | undefined);
          if (holder !== undefined)
            errors.push({ field: "imei", message: dt("device.imeiTaken", { serial: holder }) });
        }
      }
      if (
        typeof input.producedOn === "string" &&
        input.producedOn !== "" &&
        !isDay(input.producedOn)
      )
        errors.push({
          field: "producedOn",
          message: dt("device.dayFormat", { field: PRODUCED_ON[request.locale] }),
        });
      if (existing && Object.hasOwn(input, "serial") && input.serial !== existing.serial)
        errors.push({ field: "serial", message: dt("device.serialFixed") });
      if (existing?.state === "deleted")
        errors.push({
          field: "id",
          message: dt("device.deletedLocked", { serials: String(existing.serial) }),
        });
      return errors;
    },
    async prepare(save, values) {
      const { isCreate, ctx } = save;
      const out: Row = { ...values, updatedAt: ctx.now() };
      if (out.producedOn === "") out.producedOn = null;
      if (isCreate) {
        out.createdAt = ctx.now();
        // A device added by hand gets its secret now, as an imported one does: it can call in
        // at once. Only the hash is stored; the answer shows the secret this one time.
        const secret = newDeviceSecret();
        out.secretHash = hashDeviceSecret(secret);
        save.answer = { secret };
      }
      return out;
    },
    async afterSave(tx, id, { isCreate, request, ctx }) {
      if (!isCreate) return;
      await tx.insert(deviceEvents).values({
        deviceId: id,
        type: "made",
        at: ctx.now(),
        userId: request.auth?.access.userId ?? null,
        detail: {},
      });
    },
    async decorate(db, rows) {
      if (rows.length === 0) return rows;
      const silence = await offlineAfterSeconds(db);
      const names = await userNames(
        db,
        rows.flatMap((r) => [r.agentId as number | null, r.afterSaleId as number | null]),
      );
      const at = now();
      return rows.map((r) => ({
        ...r,
        online: isOnline((r.lastSeenAt as Date | null) ?? null, at, silence),
        agentName: r.agentId ? (names.get(r.agentId as number) ?? "") : "",
        afterSaleName: r.afterSaleId ? (names.get(r.afterSaleId as number) ?? "") : "",
      }));
    },
  };
}
