import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import type { FieldError, SaveContext } from "../framework/types.js";

/**
 * A parent must exist (or be 0, the root) and must not be the row itself or one of its descendants,
 * which would cut the subtree off from the root.
 */
export async function checkParent(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  pid: AnyPgColumn,
  save: SaveContext,
  fieldLabel: string,
): Promise<FieldError[]> {
  if (!Object.hasOwn(save.input, "pid")) return [];
  const parent = save.input.pid as number;
  if (parent === 0) return [];
  const rows = (await db.select({ id, pid }).from(table)) as Array<{ id: number; pid: number }>;
  const parentOf = new Map(rows.map((r) => [r.id, r.pid]));
  if (!parentOf.has(parent))
    return [{ field: "pid", message: save.t("field.notExist", { field: fieldLabel }) }];
  const self = save.existing?.id as number | undefined;
  if (self !== undefined) {
    // Walk up from the new parent; meeting the row itself means a cycle.
    let cursor: number | undefined = parent;
    for (let hops = 0; cursor && hops <= rows.length; hops++) {
      if (cursor === self) return [{ field: "pid", message: save.t("record.badParent") }];
      cursor = parentOf.get(cursor);
    }
  }
  return [];
}

export async function exists(db: Db, table: PgTable, id: AnyPgColumn, value: number) {
  const [row] = await db.select({ id }).from(table).where(eq(id, value)).limit(1);
  return Boolean(row);
}
