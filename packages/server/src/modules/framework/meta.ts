import type { Locale } from "../../i18n/messages.js";
import { exportFields } from "./export-file.js";
import { PAGE_SIZES } from "./list-query.js";
import type { ModuleDeclaration } from "./types.js";
import { writableFields } from "./validate.js";

/**
 * The module's declaration as a client renders it: list columns, filters and their kinds, form
 * fields with their rules and options. Hidden columns are not mentioned at all.
 */
export function describeModule(declaration: ModuleDeclaration, locale: Locale) {
  const writable = new Set(writableFields(declaration).map((f) => f.key));
  const exported = new Set(exportFields(declaration).map((f) => f.key));
  return {
    module: declaration.name,
    permission: declaration.permission,
    title: declaration.title[locale],
    actions: declaration.actions,
    tree: declaration.treeParent ? { parent: declaration.treeParent } : null,
    pageSizes: PAGE_SIZES,
    defaultOrder: { field: declaration.defaultOrder.key, type: declaration.defaultOrder.direction },
    columns: declaration.fields
      .filter((f) => !f.hidden)
      .map((f) => ({
        key: f.key,
        type: f.type,
        label: f.label[locale],
        list: f.list ?? Boolean(f.column),
        form: writable.has(f.key),
        sortable: Boolean(f.sortable),
        filter: f.filter ?? null,
        required: f.required ?? false,
        min: f.min ?? null,
        max: f.max ?? null,
        unique: Boolean(f.unique),
        options: f.options?.map((o) => ({ value: o.value, label: o.label[locale] })) ?? null,
        dictionary: f.dictionary ?? null,
        // Money is cents on the wire and 元 on screen: the app's form rules must not state the
        // range in cents (issue 36).
        kind: f.kind ?? null,
        export: exported.has(f.key),
      })),
  };
}
