import type { Database } from "../db/database.js";

// Once a table is there it stays; until then it is looked up again on each call (cheap).
const present = new WeakMap<Database, Set<string>>();

/**
 * Whether an area's table exists. The goods area (migration 0012) may land after this code: its
 * figures are left out, not failed, while its table is missing.
 */
export async function tableExists(database: Database, table: string): Promise<boolean> {
  let known = present.get(database);
  if (!known) {
    known = new Set();
    present.set(database, known);
  }
  if (known.has(table)) return true;
  const rows = await database.query<{ found: string | null }>(
    "SELECT to_regclass($1)::text AS found",
    [`public.${table}`],
  );
  if (rows[0]?.found) {
    known.add(table);
    return true;
  }
  return false;
}
