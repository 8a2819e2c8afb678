import type { Database } from "../db/database.js";
import { num } from "./sql-values.js";

const HOUR = 3_600_000;
/** Heartbeats are written in batches: an hour is final once this long after its end has passed. */
const SETTLE_MS = 2 * 60_000;
/** Hours kept in the rollup; the chart shows the last 24. */
const KEEP_HOURS = 24 * 7;

/** The UTC hour an instant falls in. */
export const hourStart = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

/** The 24 finished hours before the current one, oldest first. */
export function lastFinishedHours(now: Date, count = 24): Date[] {
  const current = hourStart(now).getTime();
  return Array.from({ length: count }, (_, i) => new Date(current - (count - i) * HOUR));
}

/**
 * The periodic job: for each of the last 24 finished hours not yet counted for good, how many devices
 * sent at least one heartbeat in it (one grouped range scan of the heartbeats' time index). Hours
 * already final are never read again, so after the first run each pass reads about one hour.
 */
export async function refreshOnlineHours(database: Database, now: Date): Promise<number> {
  const hours = lastFinishedHours(now);
  const first = hours[0]!;
  const done = await database.query<{ hour: Date | string }>(
    "SELECT hour FROM dashboard_online_hours WHERE hour >= $1 AND computed_at >= hour + interval '1 hour' + $2 * interval '1 millisecond'",
    [first.toISOString(), SETTLE_MS],
  );
  const final = new Set(done.map((row) => new Date(row.hour).getTime()));
  const todo = hours.filter((h) => !final.has(h.getTime()));
  if (todo.length === 0) return 0;
  const from = todo[0]!;
  const to = new Date(todo[todo.length - 1]!.getTime() + HOUR);
  const counted = await database.query<{ hour: Date | string; n: string }>(
    `SELECT dashboard_hour(at) AS hour, count(DISTINCT device_id)::text AS n
       FROM device_heartbeats WHERE at >= $1 AND at < $2 GROUP BY 1`,
    [from.toISOString(), to.toISOString()],
  );
  const byHour = new Map(counted.map((row) => [new Date(row.hour).getTime(), num(row.n)]));
  for (const hour of todo) {
    await database.query(
      `INSERT INTO dashboard_online_hours (hour, online, computed_at) VALUES ($1, $2, $3)
       ON CONFLICT (hour) DO UPDATE SET online = EXCLUDED.online, computed_at = EXCLUDED.computed_at`,
      [hour.toISOString(), byHour.get(hour.getTime()) ?? 0, now.toISOString()],
    );
  }
  await database.query("DELETE FROM dashboard_online_hours WHERE hour < $1", [
    new Date(hourStart(now).getTime() - KEEP_HOURS * HOUR).toISOString(),
  ]);
  return todo.length;
}

// Any fixed number: one process at a time runs the job on a shared PostgreSQL.
const ONLINE_JOB_LOCK = 727_016;

/** Runs the job now and then every minute until stopped; errors are logged, never thrown. */
export function startOnlineHoursJob(
  database: Database,
  now: () => Date,
  log: (error: unknown) => void,
  everyMs = 60_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = database
      .withLock(ONLINE_JOB_LOCK, () => refreshOnlineHours(database, now()))
      .catch((error) => {
        if (!stopped) log(error);
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
