import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FieldOption, ModuleField, Text3 } from "../framework/types.js";

/** A label in zh-cn, en and zh-tw. */
export const text = (zhCn: string, en: string, zhTw: string): Text3 => ({
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
});

/** Users and organizes are active (1) or disabled (0). */
export const STATUS_OPTIONS: FieldOption[] = [
  { value: 1, label: text("启用", "Active", "啟用") },
  { value: 0, label: text("禁用", "Disabled", "停用") },
];

/**
 * Mainland mobile and e-mail (spec section 5). The admin app checks the same patterns before sending
 * (its validators' isMobile and isEmail), so an address the user screen saves is one the personal
 * centre accepts; fields.test.ts holds both sides to the same cases.
 */
export const MOBILE = /^1[3-9]\d{9}$/;
export const EMAIL = /^[\w.+-]+@[a-zA-Z\d-]+(\.[a-zA-Z\d-]+)*\.[a-zA-Z]{2,}$/;

export const idField = (column: AnyPgColumn): ModuleField => ({
  key: "id",
  column,
  type: "integer",
  label: text("编号", "ID", "編號"),
  sortable: true,
  filter: "exact",
  writable: false,
});

export const statusField = (column: AnyPgColumn): ModuleField => ({
  key: "status",
  column,
  type: "integer",
  label: text("状态", "Status", "狀態"),
  options: STATUS_OPTIONS,
  dictionary: "status",
  filter: "exact",
  sortable: true,
  default: 1,
});

export const sortField = (column: AnyPgColumn): ModuleField => ({
  key: "sort",
  column,
  type: "integer",
  label: text("排序", "Sort", "排序"),
  sortable: true,
  min: 0,
  max: 100_000,
  default: 0,
});

export const descriptionField = (column: AnyPgColumn, required = false): ModuleField => ({
  key: "description",
  column,
  type: "string",
  label: text("描述", "Description", "描述"),
  max: 500,
  required,
  filter: "contains",
});

export const createdAtField = (column: AnyPgColumn): ModuleField => ({
  key: "createdAt",
  column,
  type: "datetime",
  label: text("创建时间", "Created", "建立時間"),
  sortable: true,
  filter: "range",
  writable: false,
});
