import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { configs } from "../modules/schema.js";

/** The system setting (config screen) that says how long a silent device still counts as online. */
export const OFFLINE_AFTER_KEY = "device.offlineAfterSeconds";
/** Three missed heartbeats at the fleet's 30 s interval. */
export const DEFAULT_OFFLINE_AFTER_SECONDS = 90;
const CACHE_MS = 10_000;

let cached: { db: Db; value: number; until: number } | undefined;

/**
 * Seconds of silence after which a device is offline: the config key when it holds a number from
 * 10 to 86,400, else the default. Read at most every 10 s per database, since heartbeats ask often.
 */
export async function offlineAfterSeconds(db: Db, nowMs = Date.now()): Promise<number> {
  if (cached && cached.db === db && cached.until > nowMs) return cached.value;
  const [row] = await db
    .select({ value: configs.value })
    .from(configs)
    .where(eq(configs.key, OFFLINE_AFTER_KEY));
  const parsed = Number(row?.value);
  const value =
    Number.isInteger(parsed) && parsed >= 10 && parsed <= 86_400
      ? parsed
      : DEFAULT_OFFLINE_AFTER_SECONDS;
  cached = { db, value, until: nowMs + CACHE_MS };
  return value;
}

/** null: never connected; otherwise whether the last heartbeat is recent enough. */
export function isOnline(lastSeenAt: Date | null, now: Date, offlineAfter: number): boolean | null {
  if (!lastSeenAt) return null;
  return now.getTime() - lastSeenAt.getTime() <= offlineAfter * 1000;
}
