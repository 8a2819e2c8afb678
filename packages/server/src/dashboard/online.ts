import type { Database } from "../db/database.js";
import { num } from "./sql-values.js";

/**
 * Devices in service (not deleted) heard from within the silence window (devices/network.ts's
 * offlineAfterSeconds, the rule the device list uses): a range of the last_seen_at index.
 */
export async function devicesOnlineNow(
  database: Database,
  now: Date,
  offlineAfterSeconds: number,
): Promise<number> {
  const since = new Date(now.getTime() - offlineAfterSeconds * 1000);
  const rows = await database.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM devices WHERE last_seen_at >= $1 AND state <> 'deleted'",
    [since.toISOString()],
  );
  return num(rows[0]?.n);
}
