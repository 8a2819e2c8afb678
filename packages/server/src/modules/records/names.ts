import type { RecordResource } from "@vitrine/contract";
import { ConfigError } from "../../config.js";

/** What a table or column name of a record resource may be: it is written into SQL text. */
const SQL_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** A field's column: its key in snake_case (`createdAt` is `created_at`). */
export const columnOf = (key: string) =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The columns every record has besides its declared fields. */
export const RESERVED_KEYS = ["id", "status", "createdAt"] as const;

/**
 * Stops the server at start on a declaration whose names could not be written into SQL as they
 * are, or that repeats or shadows a column: the declarations are code, so this is a developer's
 * mistake, said with the resource and the name.
 */
export function checkRecordNames(record: RecordResource): void {
  const refuse = (what: string) => {
    throw new ConfigError(`record resource "${record.name}": ${what}`);
  };
  if (!/^[a-z][a-zA-Z0-9]*$/.test(record.name))
    refuse("its name must be camelCase letters and digits");
  if (!SQL_NAME.test(record.table)) refuse(`table "${record.table}" must match ${SQL_NAME}`);
  const seen = new Set<string>(RESERVED_KEYS);
  for (const field of record.fields) {
    if (!/^[a-z][a-zA-Z0-9]*$/.test(field.key) || !SQL_NAME.test(columnOf(field.key)))
      refuse(`field "${field.key}" must be a camelCase name`);
    if (seen.has(field.key)) refuse(`field "${field.key}" is declared twice or is reserved`);
    seen.add(field.key);
  }
  if (!record.fields.some((field) => field.key === record.nameField))
    refuse(`nameField "${record.nameField}" is not one of its fields`);
}
