import { eq, inArray, sql } from "drizzle-orm";
import { deviceTranslator } from "../devices/messages.js";
import type {
  FieldError,
  ModuleDeclaration,
  ModuleField,
  Row,
} from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { firmwareFileUrl } from "../upload/firmware-files.js";
import { isKnownModel } from "./models.js";
import { VERSION } from "./rollout.js";
import {
  type FirmwareStatus,
  firmwareFiles,
  firmwarePackages,
  firmwareUpgradeResults,
} from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

export const FIRMWARE_STATUS_OPTIONS = [
  { value: "draft", label: text("草稿", "Draft", "草稿") },
  { value: "released", label: text("已发布", "Released", "已發佈") },
  { value: "withdrawn", label: text("已撤回", "Withdrawn", "已撤回") },
];

/** draft → released → withdrawn → released again; nothing goes back to draft once out. */
const ALLOWED: Record<FirmwareStatus, FirmwareStatus[]> = {
  draft: ["draft", "released", "withdrawn"],
  released: ["released", "withdrawn"],
  withdrawn: ["withdrawn", "released"],
};

/**
 * Firmware packages per device model (`firmware:*`). The file is sent with the chunked uploader
 * first (upload/firmware-routes.ts); the package refers to its firmware_files row and copies its
 * download url, size, MD5 and SHA-256, which devices check after downloading. `onChange` lets the heartbeat's cache of released packages forget.
 */
export function createFirmwareModule(onChange: () => void = () => {}): ModuleDeclaration {
  return {
    name: "firmware",
    permission: "firmware",
    title: text("升级包", "Firmware packages", "升級包"),
    table: firmwarePackages,
    id: firmwarePackages.id,
    actions: ["index", "add", "edit", "del", "export"],
    defaultOrder: { key: "id", direction: "desc" },
    nameField: "version",
    fields: [
      idField(firmwarePackages.id),
      {
        key: "model",
        column: firmwarePackages.model,
        type: "string",
        label: text("设备型号", "Device model", "裝置型號"),
        required: true,
        max: 64,
        filter: "exact",
        sortable: true,
      },
      {
        key: "version",
        column: firmwarePackages.version,
        type: "string",
        label: text("版本号", "Version", "版本號"),
        required: true,
        max: 32,
        pattern: { regex: VERSION, message: "field.format" },
        filter: "contains",
        sortable: true,
      },
      {
        key: "uploadId",
        column: firmwarePackages.uploadId,
        type: "integer",
        label: text("升级文件", "Package file", "升級檔案"),
        min: 1,
      },
      readOnly({
        key: "url",
        column: firmwarePackages.url,
        type: "string",
        label: text("下载地址", "Download URL", "下載位址"),
      }),
      readOnly({
        key: "fileName",
        column: firmwarePackages.fileName,
        type: "string",
        label: text("文件名", "File name", "檔案名稱"),
      }),
      readOnly({
        key: "size",
        column: firmwarePackages.size,
        type: "integer",
        // In bytes, as exported; the list shows it as 3.0 MB under its own 文件大小 (issue 36).
        label: text("文件大小（字节）", "Size (bytes)", "檔案大小（位元組）"),
        sortable: true,
      }),
      readOnly({
        key: "md5",
        column: firmwarePackages.md5,
        type: "string",
        label: text("MD5", "MD5", "MD5"),
      }),
      readOnly({
        key: "sha256",
        column: firmwarePackages.sha256,
        type: "string",
        label: text("SHA-256", "SHA-256", "SHA-256"),
      }),
      {
        key: "notes",
        column: firmwarePackages.notes,
        type: "string",
        label: text("更新说明", "Release notes", "更新說明"),
        max: 2000,
      },
      {
        key: "forced",
        column: firmwarePackages.forced,
        type: "boolean",
        label: text("强制升级", "Forced", "強制升級"),
        default: false,
        filter: "exact",
      },
      {
        key: "rolloutPercent",
        column: firmwarePackages.rolloutPercent,
        type: "integer",
        label: text("灰度比例 (%)", "Rollout (%)", "灰度比例 (%)"),
        min: 0,
        max: 100,
        default: 100,
        sortable: true,
      },
      {
        key: "status",
        column: firmwarePackages.status,
        type: "string",
        label: text("状态", "Status", "狀態"),
        options: FIRMWARE_STATUS_OPTIONS,
        default: "draft",
        filter: "oneOf",
        sortable: true,
      },
      readOnly({
        key: "releasedAt",
        column: firmwarePackages.releasedAt,
        type: "datetime",
        label: text("发布时间", "Released at", "發佈時間"),
        sortable: true,
      }),
      readOnly({
        key: "successCount",
        type: "integer",
        label: text("升级成功", "Upgrades succeeded", "升級成功"),
        list: true,
        export: true,
      }),
      readOnly({
        key: "failedCount",
        type: "integer",
        label: text("升级失败", "Upgrades failed", "升級失敗"),
        list: true,
        export: true,
      }),
      readOnly({
        key: "createdAt",
        column: firmwarePackages.createdAt,
        type: "datetime",
        label: text("创建时间", "Created", "建立時間"),
        sortable: true,
        filter: "range",
      }),
      readOnly({
        key: "updatedAt",
        column: firmwarePackages.updatedAt,
        type: "datetime",
        label: text("更新时间", "Updated", "更新時間"),
        export: false,
      }),
    ],
    hooks: {
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
    },
  };
}

export const firmwareModule = createFirmwareModule();
