import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";

export interface BoundDevice {
  id: number;
  serial: string;
  model: string;
  state: string;
  lastSeenAt: string | null;
}

interface DeviceRow {
  id: number;
  serial: string;
  model: string;
  state: string;
  last_seen_at: Date | string | null;
  app_user_id: number;
}

// Drivers differ: postgres.js answers the rows, PGlite an object holding them.
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * The devices bound to these app users, read from the device area's `devices` table by its plain
 * `app_user_id` column. The device area has its own migration (0014); where it has not run the
 * table is missing and every user has no devices rather than an error.
 */
export async function boundDevices(
  db: Db,
  appUserIds: number[],
): Promise<Map<number, BoundDevice[]>> {
  const byUser = new Map<number, BoundDevice[]>();
  if (appUserIds.length === 0) return byUser;
  const [present] = rowsOf<{ present: boolean }>(
    await db.execute(sql`SELECT to_regclass('public.devices') IS NOT NULL AS present`),
  );
  if (!present?.present) return byUser;
  const ids = sql.join(
    appUserIds.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const rows = rowsOf<DeviceRow>(
    await db.execute(sql`SELECT id, serial, model, state, last_seen_at, app_user_id FROM devices
      WHERE app_user_id IN (${ids}) AND state <> 'deleted' ORDER BY id`),
  );
  for (const row of rows) {
    const list = byUser.get(row.app_user_id) ?? [];
    list.push({
      id: row.id,
      serial: row.serial,
      model: row.model,
      state: row.state,
      lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at).toISOString(),
    });
    byUser.set(row.app_user_id, list);
  }
  return byUser;
}
