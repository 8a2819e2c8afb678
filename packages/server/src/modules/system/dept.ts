import { lookupLabels } from "../framework/export-labels.js";
import type { ModuleDeclaration } from "../framework/types.js";
import { label } from "../framework/validate.js";
import { depts } from "../schema.js";
import {
  createdAtField,
  descriptionField,
  EMAIL,
  idField,
  sortField,
  statusField,
  text,
} from "./fields.js";
import { checkParent } from "./tree-parent.js";

const pidField = {
  key: "pid",
  column: depts.pid,
  type: "integer",
  label: text("上级部门", "Parent department", "上級部門"),
  exportLabels: lookupLabels(depts, depts.id, depts.name),
  filter: "exact",
  min: 0,
  default: 0,
} as const;

/** Departments: a tree (list answers nested children); a department with children is not deleted. */
export const deptModule: ModuleDeclaration = {
  name: "dept",
  permission: "dept",
  title: text("部门管理", "Departments", "部門管理"),
  table: depts,
  id: depts.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  treeParent: "pid",
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "name",
  fields: [
    idField(depts.id),
    pidField,
    {
      key: "name",
      column: depts.name,
      type: "string",
      label: text("部门名称", "Department name", "部門名稱"),
      required: true,
      max: 50,
      sortable: true,
      filter: "contains",
    },
    {
      key: "leader",
      column: depts.leader,
      type: "string",
      label: text("负责人", "Leader", "負責人"),
      max: 50,
      filter: "contains",
    },
    {
      key: "phone",
      column: depts.phone,
      type: "string",
      label: text("联系电话", "Phone", "聯絡電話"),
      max: 20,
      // A mobile number or a landline such as 010-12345678.
      pattern: { regex: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, message: "field.format" },
    },
    {
      key: "email",
      column: depts.email,
      type: "string",
      label: text("邮箱", "E-mail", "電子郵件"),
      max: 100,
      pattern: { regex: EMAIL, message: "field.email" },
    },
    sortField(depts.sort),
    statusField(depts.status),
    descriptionField(depts.description),
    createdAtField(depts.createdAt),
  ],
  hooks: {
    validate: (save) =>
      checkParent(
        save.ctx.db,
        depts,
        depts.id,
        depts.pid,
        save,
        label(pidField, save.request.locale),
      ),
  },
};
