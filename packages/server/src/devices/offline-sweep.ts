import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import type { FleetEvents } from "../realtime/events.js";

/** Devices announced per sweep at most: a network outage's thousands go out over a few sweeps. */
export const SWEEP_BATCH = 5_000;

// The sweep's advisory lock: a fixed key of its own, apart from the media locks' prefixed range.
const SWEEP_LOCK = 0x7e2_0001;

/**
 * Announces offline every device whose last heartbeat in the database is older than the silence
 * and that was not announced since, whichever process heard it (another instance, or this one
 * before a restart). It runs in one transaction that first takes a transaction-level advisory lock
 * with pg_try_advisory_xact_lock: while one instance sweeps, the others skip their turn instead of
 * queueing behind it. The UPDATE itself would also keep two sweeps from announcing a device twice
 * (a row the other changed no longer matches), so the lock only saves the work.
 *
 * `offline_at` records the announcement (the moment the silence ran out); a device counts as
 * announced until a heartbeat moves `last_seen_at` past it. The events go through the fleet's bus,
 * which NOTIFYs every instance, so every process's WebSocket clients get them. Answers how many.
 */
export async function sweepOffline(
  db: Db,
  events: FleetEvents,
  nowMs: number,
  silenceSeconds: number,
): Promise<number> {
  const cutoff = new Date(nowMs - silenceSeconds * 1000).toISOString();
  const announced = await db.transaction(async (tx) => {
    const [lock] = await sqlRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`,
    );
    if (!lock?.locked) return [];
    return sqlRows<{ id: number; serial: string; offline_at: Date | string }>(
      tx,
      sql`
      UPDATE devices d SET offline_at = d.last_seen_at + make_interval(secs => ${silenceSeconds})
      FROM (
        SELECT id FROM devices
        WHERE last_seen_at < ${cutoff}::timestamptz
          AND (offline_at IS NULL OR offline_at < last_seen_at)
        ORDER BY last_seen_at
        LIMIT ${SWEEP_BATCH}
      ) stale
      WHERE d.id = stale.id
      RETURNING d.id, d.serial, d.offline_at`,
    );
  });
  for (const row of announced)
    events.publish({
      type: "offline",
      deviceId: row.id,
      serial: row.serial,
      at: new Date(row.offline_at).toISOString(),
    });
  return announced.length;
}
