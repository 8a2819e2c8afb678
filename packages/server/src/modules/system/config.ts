import type { FieldError, FieldOption, ModuleDeclaration } from "../framework/types.js";
import { configs } from "../schema.js";
import { createdAtField, descriptionField, idField, sortField, text } from "./fields.js";

export const CONFIG_TYPES = ["string", "number", "boolean", "json"] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/**
 * The value types as the seeded `config_type` dictionary lists them: each named as itself, since
 * they are the names the value is checked against.
 */
export const CONFIG_TYPE_OPTIONS: FieldOption[] = CONFIG_TYPES.map((value) => ({
  value,
  label: text(value, value, value),
}));

/** Whether a stored text is a valid value of its declared type. */
export function validConfigValue(type: ConfigType, value: string): boolean {
  switch (type) {
    case "string":
      return true;
    case "number":
      return value.trim() !== "" && Number.isFinite(Number(value));
    case "boolean":
      return value === "true" || value === "false";
    case "json":
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
  }
}

/** System settings as typed key/value rows; the value is checked against the declared type. */
export const configModule: ModuleDeclaration = {
  name: "config",
  permission: "config",
  title: text("系统配置", "System settings", "系統設定"),
  table: configs,
  id: configs.id,
  actions: ["index", "add", "edit"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "key",
  fields: [
    idField(configs.id),
    {
      key: "key",
      column: configs.key,
      type: "string",
      label: text("配置键", "Key", "設定鍵"),
      required: true,
      max: 64,
      unique: true,
      sortable: true,
      filter: "contains",
      pattern: { regex: /^[a-zA-Z][a-zA-Z0-9_.]*$/, message: "field.format" },
    },
    {
      key: "name",
      column: configs.name,
      type: "string",
      label: text("配置名称", "Name", "設定名稱"),
      required: true,
      max: 100,
      filter: "contains",
    },
    {
      key: "type",
      column: configs.type,
      type: "string",
      label: text("值类型", "Value type", "值類型"),
      required: true,
      filter: "exact",
      dictionary: "config_type",
      options: CONFIG_TYPE_OPTIONS,
    },
    {
      key: "value",
      column: configs.value,
      type: "string",
      label: text("配置值", "Value", "設定值"),
      max: 10_000,
    },
    descriptionField(configs.description),
    sortField(configs.sort),
    createdAtField(configs.createdAt),
    {
      key: "updatedAt",
      column: configs.updatedAt,
      type: "datetime",
      label: text("更新时间", "Updated", "更新時間"),
      sortable: true,
      writable: false,
    },
  ],
  hooks: {
    async validate(save): Promise<FieldError[]> {
      const type = (save.input.type ?? save.existing?.type) as ConfigType;
      const value = (save.input.value ?? save.existing?.value ?? "") as string;
      if (!validConfigValue(type, value))
        return [{ field: "value", message: save.t("field.configValue", { type }) }];
      return [];
    },
    async prepare(save, values) {
      return { ...values, updatedAt: save.ctx.now() };
    },
  },
};
