import type { ModuleDeclaration } from "../framework/types.js";
import { organizes } from "../schema.js";
import { createdAtField, descriptionField, idField, statusField, text } from "./fields.js";

/** Organizes: name and description required (spec section 5), active or disabled. */
export const organizeModule: ModuleDeclaration = {
  name: "organize",
  permission: "organize",
  title: text("组织管理", "Organizes", "組織管理"),
  table: organizes,
  id: organizes.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "name",
  fields: [
    idField(organizes.id),
    {
      key: "name",
      column: organizes.name,
      type: "string",
      label: text("名称", "Name", "名稱"),
      required: true,
      max: 100,
      sortable: true,
      filter: "contains",
    },
    descriptionField(organizes.description, true),
    statusField(organizes.status),
    createdAtField(organizes.createdAt),
  ],
};
