import type { SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";

/**
 * Rows of one raw statement on either driver: postgres-js answers an array, PGlite an object with
 * `rows`. For the few statements the query builder cannot say (a CTE around an UPDATE).
 */
export async function sqlRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
