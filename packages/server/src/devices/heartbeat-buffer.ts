import type { Database } from "../db/database.js";

export interface HeartbeatRow {
  deviceId: number;
  /** ISO time. */
  at: string;
  battery: number | null;
  signal: number | null;
  firmwareVersion: string | null;
  lat: number | null;
  lng: number | null;
}

/**
 * One statement per batch: every gathered heartbeat is inserted and each device's newest one moves
 * its `last_seen_at` (and battery, signal, firmware, position), all or nothing. The rows travel as
 * one JSON parameter, which both PostgreSQL and PGlite bind alike, whatever the batch size.
 */
const FLUSH_SQL = `
WITH v AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(device_id integer, at timestamptz,
    battery smallint, signal smallint, firmware_version varchar, lat double precision, lng double precision)
), ins AS (
  INSERT INTO device_heartbeats (device_id, at, battery, signal, firmware_version, lat, lng)
  SELECT device_id, at, battery, signal, firmware_version, lat, lng FROM v
)
UPDATE devices d SET
  last_seen_at = l.at,
  first_seen_at = COALESCE(d.first_seen_at, l.at),
  battery_level = COALESCE(l.battery, d.battery_level),
  signal = COALESCE(l.signal, d.signal),
  firmware_version = COALESCE(NULLIF(l.firmware_version, ''), d.firmware_version),
  lat = COALESCE(l.lat, d.lat),
  lng = COALESCE(l.lng, d.lng)
FROM (SELECT DISTINCT ON (device_id) * FROM v ORDER BY device_id, at DESC) l
WHERE d.id = l.device_id AND (d.last_seen_at IS NULL OR d.last_seen_at <= l.at)`;

/** Rows of one statement at most; a bigger gathering is written as several, in order. */
const MAX_BATCH = 5_000;

export interface HeartbeatBufferOptions {
  onError?: (error: unknown) => void;
}

export interface HeartbeatBuffer {
  /**
   * Resolves once the row is committed (the heartbeat's answer waits for it, so a `code: 0` is a
   * stored heartbeat); rejects when its batch failed, and the row is then not kept: the device was
   * told to send it again.
   */
  add(row: HeartbeatRow): Promise<void>;
  /** Resolves once everything added so far is written (or has failed). */
  flush(): Promise<void>;
  /** Writes what is left: called when the server closes. */
  close(): Promise<void>;
  /** Rows gathered and not yet committed. */
  pending(): number;
}

interface Waiting {
  row: HeartbeatRow;
  stored: () => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit (issue 36 item 7). A heartbeat is answered only after its row is committed, which a
 * 500 ms buffer answered before, so a crash lost heartbeats the devices had been told were stored.
 * Rows are still written in batches: while one statement runs, every heartbeat arriving meanwhile
 * gathers for the next, which takes them all at once. So a quiet fleet waits one statement per
 * heartbeat and a busy one about one statement's time per answer, with no fixed delay, and 10,000
 * devices at a beat each 30 s still cost a few statements a second, not 330 transactions.
 */
export function createHeartbeatBuffer(
  database: Database,
  options: HeartbeatBufferOptions = {},
): HeartbeatBuffer {
  let gathered: Waiting[] = [];
  let writing = 0;
  let running: Promise<void> | undefined;

  async function write(batch: Waiting[]): Promise<void> {
    try {
      await database.query(FLUSH_SQL, [
        JSON.stringify(
          batch.map(({ row: r }) => ({
            device_id: r.deviceId,
            at: r.at,
            battery: r.battery,
            signal: r.signal,
            firmware_version: r.firmwareVersion,
            lat: r.lat,
            lng: r.lng,
          })),
        ),
      ]);
      for (const w of batch) w.stored();
    } catch (error) {
      options.onError?.(error);
      for (const w of batch) w.failed(error);
    }
  }

  /** Writes the gathered rows, then whatever gathered meanwhile, until nothing waits. */
  async function drain(): Promise<void> {
    // Lets the heartbeats of the same moment (one burst of requests) join the first statement.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (gathered.length > 0) {
      const batch = gathered.slice(0, MAX_BATCH);
      gathered = gathered.slice(batch.length);
      writing = batch.length;
      await write(batch);
      writing = 0;
    }
    // In the same step as the last check: a row added from now on starts a drain of its own.
    running = undefined;
  }

  const flush = (): Promise<void> => {
    if (!running) {
      if (gathered.length === 0) return Promise.resolve();
      running = drain();
    }
    return running;
  };

  return {
    add(row) {
      const stored = new Promise<void>((resolve, reject) => {
        gathered.push({ row, stored: resolve, failed: reject });
      });
      void flush();
      return stored;
    },
    flush,
    close: flush,
    pending: () => gathered.length + writing,
  };
}
