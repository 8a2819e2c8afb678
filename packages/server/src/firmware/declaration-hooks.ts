import { eq, inArray, sql } from "drizzle-orm";
import { deviceTranslator } from "../devices/messages.js";
import type { FieldError, ModuleHooks, Row } from "../modules/framework/types.js";
import { firmwareFileUrl } from "../upload/firmware-files.js";
import { isKnownModel } from "./models.js";
import {
  type FirmwareStatus,
  firmwareFiles,
  firmwarePackages,
  firmwareUpgradeResults,
} from "./schema.js";

/** draft → released → withdrawn → released again; nothing goes back to draft once out. */
const ALLOWED: Record<FirmwareStatus, FirmwareStatus[]> = {
  draft: ["draft", "released", "withdrawn"],
  released: ["released", "withdrawn"],
  withdrawn: ["withdrawn", "released"],
};

/**
 * The firmware module's hooks: the status moves and the fixed fields of a released package, the
 * file's copy into the package, the upgrade counts of the list, and no deleting a released package.
 * `onChange` runs after every change (the heartbeat's cache of released packages forgets).
 */
export function firmwareHooks(onChange: () => void): ModuleHooks {
  return {
    async validate({ input, existing, request, ctx }) {
      const t = deviceTranslator(request.locale);
      const errors: FieldError[] = [];
      const from = (existing?.status as FirmwareStatus | undefined) ?? "draft";
      const to = (input.status as FirmwareStatus | undefined) ?? from;
      if (!ALLOWED[from].includes(to))
        errors.push({
          field: "status",
          message: t("firmware.badStatus", {
            from: t(`firmware.${from}`),
            to: t(`firmware.${to}`),
          }),
        });
      if (
        typeof input.model === "string" &&
        input.model !== "" &&
        input.model !== existing?.model &&
        !(await isKnownModel(ctx.database, input.model))
      )
        errors.push({
          field: "model",
          message: t("firmware.unknownModel", { model: input.model }),
        });
      if (existing && from === "released") {
        for (const key of ["model", "version", "uploadId"])
          if (Object.hasOwn(input, key) && (input[key] ?? null) !== (existing[key] ?? null))
            errors.push({ field: key, message: t("firmware.releasedFixed") });
      }
      const uploadId = Object.hasOwn(input, "uploadId") ? input.uploadId : existing?.uploadId;
      if (typeof input.uploadId === "number") {
        const [file] = await ctx.db
          .select({ id: firmwareFiles.id })
          .from(firmwareFiles)
          .where(eq(firmwareFiles.id, input.uploadId));
        if (!file) errors.push({ field: "uploadId", message: t("firmware.uploadMissing") });
      }
      if (to === "released" && !uploadId)
        errors.push({ field: "uploadId", message: t("firmware.fileRequired") });
      return errors;
    },
    async prepare({ input, existing, ctx }, values) {
      const out: Row = { ...values, updatedAt: ctx.now() };
      if (typeof input.uploadId === "number") {
        const [file] = await ctx.db
          .select({
            fileName: firmwareFiles.fileName,
            size: firmwareFiles.size,
            md5: firmwareFiles.md5,
            sha256: firmwareFiles.sha256,
          })
          .from(firmwareFiles)
          .where(eq(firmwareFiles.id, input.uploadId));
        if (file) Object.assign(out, file, { url: firmwareFileUrl(file.md5) });
      } else if (Object.hasOwn(input, "uploadId")) {
        Object.assign(out, { url: "", fileName: "", size: 0, md5: "", sha256: "" });
      }
      if (input.status === "released" && existing?.status !== "released")
        out.releasedAt = ctx.now();
      return out;
    },
    async decorate(db, rows) {
      const ids = rows.map((r) => r.id as number);
      if (ids.length === 0) return rows;
      const counts = await db
        .select({
          packageId: firmwareUpgradeResults.packageId,
          success: sql<number>`count(*) FILTER (WHERE ${firmwareUpgradeResults.success})`.mapWith(
            Number,
          ),
          failed:
            sql<number>`count(*) FILTER (WHERE NOT ${firmwareUpgradeResults.success})`.mapWith(
              Number,
            ),
        })
        .from(firmwareUpgradeResults)
        .where(inArray(firmwareUpgradeResults.packageId, ids))
        .groupBy(firmwareUpgradeResults.packageId);
      const byId = new Map(counts.map((c) => [c.packageId, c]));
      return rows.map((r) => ({
        ...r,
        successCount: byId.get(r.id as number)?.success ?? 0,
        failedCount: byId.get(r.id as number)?.failed ?? 0,
      }));
    },
    async beforeDelete(db, ids, request) {
      const statuses = await db
        .select({ status: firmwarePackages.status })
        .from(firmwarePackages)
        .where(inArray(firmwarePackages.id, ids));
      return statuses.some((s) => s.status === "released")
        ? deviceTranslator(request.locale)("firmware.releasedLocked")
        : undefined;
    },
    async afterChange() {
      onChange();
    },
  };
}
