import { RECORD_RESOURCES, type RecordField, type RecordResource } from "@vitrine/contract";
import type { ModuleDeclaration, ModuleField } from "../framework/types.js";
import { createdAtField, idField, statusField } from "../system/fields.js";
import { recordTable } from "./table.js";

function moduleField(field: RecordField, column: ModuleField["column"]): ModuleField {
  return {
    key: field.key,
    column,
    type: field.type === "money" ? "integer" : field.type,
    label: field.label,
    ...(field.type === "money" ? { kind: "money" as const } : {}),
    ...(field.required ? { required: true } : {}),
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.sortable ? { sortable: true } : {}),
    ...(field.filter ? { filter: field.filter } : {}),
    ...(field.default !== undefined ? { default: field.default } : {}),
  };
}

const modules = new Map<RecordResource, ModuleDeclaration>();

/** The generic module of a record resource: its six actions, checked against `<name>:<action>`. */
export function recordModule(record: RecordResource): ModuleDeclaration {
  const known = modules.get(record);
  if (known) return known;
  const { table, columns } = recordTable(record);
  const made: ModuleDeclaration = {
    name: record.name,
    permission: record.name,
    title: record.title,
    table,
    id: columns.id!,
    actions: ["index", "add", "edit", "del", "status", "export"],
    defaultOrder: { key: "id", direction: "desc" },
    nameField: record.nameField,
    fields: [
      idField(columns.id!),
      ...record.fields.map((field) => moduleField(field, columns[field.key])),
      statusField(columns.status!),
      createdAtField(columns.createdAt!),
    ],
  };
  modules.set(record, made);
  return made;
}

/** The modules of these record resources (the contract's by default). */
export const recordModules = (records: readonly RecordResource[] = RECORD_RESOURCES) =>
  records.map(recordModule);

/** The module of the contract's record resource of this name (tests use organize's). */
export function declaredRecordModule(name: string): ModuleDeclaration {
  const record = RECORD_RESOURCES.find((candidate) => candidate.name === name);
  if (!record) throw new Error(`no record resource "${name}"`);
  return recordModule(record);
}
