import type { RecordField, RecordResource } from "@vitrine/contract";
import {
  type AnyPgColumn,
  boolean,
  integer,
  type PgTable,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { checkRecordNames, columnOf } from "./names.js";

/** A record resource's drizzle table and its columns by field key (id, status and createdAt too). */
export interface RecordTable {
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
}

function columnBuilder(field: RecordField) {
  const name = columnOf(field.key);
  switch (field.type) {
    case "string": {
      const column = text(name).notNull();
      // A required text has no default: a row always names it (organizes.name was made so).
      return field.required ? column : column.default(String(field.default ?? ""));
    }
    case "boolean":
      return boolean(name)
        .notNull()
        .default(Boolean(field.default ?? false));
    case "integer":
    case "money":
      return integer(name)
        .notNull()
        .default(Number(field.default ?? 0));
  }
}

const tables = new Map<RecordResource, RecordTable>();

/** The table of a record resource, made once per declaration (drizzle tables are plain objects). */
export function recordTable(record: RecordResource): RecordTable {
  const known = tables.get(record);
  if (known) return known;
  checkRecordNames(record);
  const builders = Object.fromEntries(
    record.fields.map((field) => [field.key, columnBuilder(field)]),
  );
  const table = pgTable(record.table, {
    id: serial("id").primaryKey(),
    ...builders,
    status: integer("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  });
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const made = {
    table,
    columns: Object.fromEntries(
      ["id", ...record.fields.map((field) => field.key), "status", "createdAt"].map((key) => [
        key,
        columns[key]!,
      ]),
    ),
  };
  tables.set(record, made);
  return made;
}
