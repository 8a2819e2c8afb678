import type { ModuleField } from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { VERSION } from "./rollout.js";
import { firmwarePackages } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

export const FIRMWARE_STATUS_OPTIONS = [
  { value: "draft", label: text("草稿", "Draft", "草稿") },
  { value: "released", label: text("已发布", "Released", "已發佈") },
  { value: "withdrawn", label: text("已撤回", "Withdrawn", "已撤回") },
];

/**
 * The firmware module's fields, in the list's and the export's column order. The file's url, name,
 * size and hashes are read-only: prepare copies them from the uploaded file (declaration-hooks.ts).
 */
export function firmwareFields(): ModuleField[] {
  return [
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
  ];
}
