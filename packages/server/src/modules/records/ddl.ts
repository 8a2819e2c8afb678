import type { RecordField, RecordResource } from "@vitrine/contract";
import { checkRecordNames, columnOf } from "./names.js";

const quoteText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A field's column in SQL, as table.ts declares it to drizzle. */
function columnSql(field: RecordField): string {
  const name = `"${columnOf(field.key)}"`;
  switch (field.type) {
    case "string":
      return field.required
        ? `${name} text NOT NULL`
        : `${name} text NOT NULL DEFAULT ${quoteText(String(field.default ?? ""))}`;
    case "boolean":
      return `${name} boolean NOT NULL DEFAULT ${field.default ? "true" : "false"}`;
    case "integer":
    case "money": {
      const value = Number(field.default ?? 0);
      if (!Number.isSafeInteger(value))
        throw new Error(`default of "${field.key}" is not an integer`);
      return `${name} integer NOT NULL DEFAULT ${value}`;
    }
  }
}

/**
 * The statements that give a database a record resource's table: made when missing, and a field
 * declared later added to a table made before (a required text then gets '' in existing rows, the
 * operator fills them in). Run on every start after the migrations; each is a no-op once done.
 * Names are checked (names.ts) before they are written into the text.
 */
export function recordTableSql(record: RecordResource): string {
  checkRecordNames(record);
  const table = `"${record.table}"`;
  const columns = record.fields.map(columnSql);
  const create = `CREATE TABLE IF NOT EXISTS ${table} (
  id serial PRIMARY KEY,
  ${columns.join(",\n  ")},
  status integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);`;
  const added = record.fields.map((field) => {
    const column = columnSql(field);
    // A NOT NULL column without a default cannot be added to a table that has rows.
    const addable = field.type === "string" && field.required ? `${column} DEFAULT ''` : column;
    return `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${addable};`;
  });
  return [create, ...added].join("\n");
}
