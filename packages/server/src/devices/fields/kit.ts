import type { ModuleField } from "../../modules/framework/types.js";

// What the device field groups share: the shapes of a field the module only shows and of a day.

/** Shown, filtered and exported, never written through add/edit (the device calls write it). */
export const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

/** A calendar day typed as YYYY-MM-DD. */
export const dayField = (
  key: string,
  column: ModuleField["column"],
  label: ModuleField["label"],
): ModuleField => ({
  key,
  column,
  type: "string",
  label,
  max: 10,
  pattern: { regex: /^\d{4}-\d{2}-\d{2}$/, message: "field.format" },
});

/**
 * A person a row names: the user id (filtered on, not exported) and the name beside it (listed and
 * exported; the module's decorate fills it in).
 */
export const personFields = (
  prefix: string,
  column: ModuleField["column"],
  label: ModuleField["label"],
): ModuleField[] => [
  readOnly({
    key: `${prefix}Id`,
    column,
    type: "integer",
    label,
    filter: "exact",
    export: false,
  }),
  readOnly({ key: `${prefix}Name`, type: "string", label, list: true, export: true }),
];
