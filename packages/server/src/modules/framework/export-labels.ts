import { eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import type { Locale } from "../../i18n/messages.js";
import { dictItems, dictTypes } from "../schema.js";
import type { ExportLabels, ModuleField } from "./types.js";

/** Ids per query: far below PostgreSQL's parameter limit, few round trips for a 100,000-row export. */
const CHUNK = 1_000;

/**
 * Names of other rows by id, for an export column that stores the id (a category, a user): one
 * query per thousand distinct ids. `name` is a column of `table`.
 */
export function lookupLabels(table: PgTable, id: AnyPgColumn, name: AnyPgColumn): ExportLabels {
  return async (db: Db, values: unknown[]) => {
    const ids = [...new Set(values.map(Number).filter((v) => Number.isSafeInteger(v)))];
    const labels = new Map<string, string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .select({ id, name })
        .from(table)
        .where(inArray(id, ids.slice(i, i + CHUNK)));
      for (const row of rows) labels.set(String(row.id), String(row.name ?? ""));
    }
    return labels;
  };
}

/**
 * The labels a dictionary field shows on screen (`/api/dic/options`): an item still carrying the
 * label it was seeded with, in the reader's language (the field's declared option); an item an
 * operator relabelled, as typed. Disabled items keep their label: old rows still hold them.
 */
export async function dictionaryLabels(
  db: Db,
  field: ModuleField,
  locale: Locale,
): Promise<Map<string, string>> {
  const items = await db
    .select({ label: dictItems.label, value: dictItems.value })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(eq(dictTypes.code, field.dictionary ?? ""));
  const labels = new Map<string, string>();
  for (const option of field.options ?? []) labels.set(String(option.value), option.label[locale]);
  for (const item of items) {
    const declared = field.options?.find((o) => String(o.value) === item.value)?.label;
    labels.set(
      item.value,
      declared && declared["zh-cn"] === item.label ? declared[locale] : item.label,
    );
  }
  return labels;
}
