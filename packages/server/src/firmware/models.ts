import type { Database } from "../db/database.js";

/**
 * The device models a firmware package can be made for (issue 36: chosen, never typed freely):
 * every model a device has, and every model a package already has (so an older package's model
 * stays valid after its devices are gone). The upgrade form offers this list; saving checks it.
 */
export async function knownModels(database: Database): Promise<string[]> {
  const rows = await database.query<{ model: string }>(
    `SELECT model FROM devices WHERE model <> '' UNION SELECT model FROM firmware_packages
     WHERE model <> '' ORDER BY model LIMIT 1000`,
  );
  return rows.map((r) => r.model);
}

export async function isKnownModel(database: Database, model: string): Promise<boolean> {
  const rows = await database.query<{ found: number }>(
    `SELECT 1 AS found WHERE EXISTS (SELECT 1 FROM devices WHERE model = $1)
       OR EXISTS (SELECT 1 FROM firmware_packages WHERE model = $1)`,
    [model],
  );
  return rows.length > 0;
}
