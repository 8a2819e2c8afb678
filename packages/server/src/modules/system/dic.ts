import { and, eq, ne } from "drizzle-orm";
import { lookupLabels } from "../framework/export-labels.js";
import type { FieldError, ModuleDeclaration } from "../framework/types.js";
import { dictItems, dictTypes } from "../schema.js";
import {
  createdAtField,
  descriptionField,
  idField,
  sortField,
  statusField,
  text,
} from "./fields.js";
import { exists } from "./tree-parent.js";

/** Dictionary types (status, menu type...): the code is what selects ask for. */
export const dicModule: ModuleDeclaration = {
  name: "dic",
  permission: "dic",
  title: text("字典管理", "Dictionaries", "字典管理"),
  table: dictTypes,
  id: dictTypes.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "code",
  fields: [
    idField(dictTypes.id),
    {
      key: "name",
      column: dictTypes.name,
      type: "string",
      label: text("字典名称", "Dictionary name", "字典名稱"),
      required: true,
      max: 50,
      sortable: true,
      filter: "contains",
    },
    {
      key: "code",
      column: dictTypes.code,
      type: "string",
      label: text("字典编码", "Dictionary code", "字典編碼"),
      required: true,
      max: 50,
      unique: true,
      sortable: true,
      filter: "contains",
      pattern: { regex: /^[a-z][a-z0-9_]*$/, message: "field.format" },
    },
    sortField(dictTypes.sort),
    statusField(dictTypes.status),
    descriptionField(dictTypes.description),
    createdAtField(dictTypes.createdAt),
  ],
};

const typeLabel = text("所属字典", "Dictionary", "所屬字典");
const valueLabel = text("字典值", "Value", "字典值");

/** The items of a dictionary type; shares the dictionary's permissions (`dic:*`). */
export const dicItemModule: ModuleDeclaration = {
  name: "dicItem",
  permission: "dic",
  title: text("字典项", "Dictionary items", "字典項"),
  table: dictItems,
  id: dictItems.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "label",
  fields: [
    idField(dictItems.id),
    {
      key: "typeId",
      column: dictItems.typeId,
      type: "integer",
      label: typeLabel,
      exportLabels: lookupLabels(dictTypes, dictTypes.id, dictTypes.name),
      required: true,
      filter: "exact",
      min: 1,
    },
    {
      key: "label",
      column: dictItems.label,
      type: "string",
      label: text("字典标签", "Label", "字典標籤"),
      required: true,
      max: 100,
      sortable: true,
      filter: "contains",
    },
    {
      key: "value",
      column: dictItems.value,
      type: "string",
      label: valueLabel,
      required: true,
      max: 100,
      sortable: true,
      filter: "exact",
    },
    sortField(dictItems.sort),
    statusField(dictItems.status),
    createdAtField(dictItems.createdAt),
  ],
  hooks: {
    async validate(save) {
      const errors: FieldError[] = [];
      const locale = save.request.locale;
      const typeId = (save.input.typeId ?? save.existing?.typeId) as number;
      if (
        Object.hasOwn(save.input, "typeId") &&
        !(await exists(save.ctx.db, dictTypes, dictTypes.id, typeId))
      )
        errors.push({
          field: "typeId",
          message: save.t("field.notExist", { field: typeLabel[locale] }),
        });
      const value = save.input.value;
      if (errors.length === 0 && typeof value === "string") {
        const conditions = [eq(dictItems.typeId, typeId), eq(dictItems.value, value)];
        if (save.existing) conditions.push(ne(dictItems.id, save.existing.id as number));
        const [taken] = await save.ctx.db
          .select({ id: dictItems.id })
          .from(dictItems)
          .where(and(...conditions))
          .limit(1);
        if (taken)
          errors.push({
            field: "value",
            message: save.t("record.duplicate", { field: valueLabel[locale] }),
          });
      }
      return errors;
    },
  },
};
