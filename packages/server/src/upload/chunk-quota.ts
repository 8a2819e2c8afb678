import { sql } from "drizzle-orm";
import type { ServerContext } from "../context.js";
import { createKeyedMutex } from "./keyed-mutex.js";

/**
 * The bytes each user holds in chunks not merged yet (table upload_chunk_usage), so no account can
 * park more than its quota in half-finished uploads. A chunk is reserved before it is stored and
 * released with its chunk set (merge, refusal or sweep).
 */
export interface ChunkQuota {
  /**
   * Reserves `bytes` for chunk `n` of `sign`; false when over quota. A chunk sent again keeps the
   * larger of its reservations, and a refused chunk keeps its own until its set goes: a reservation
   * never shrinks below what may be stored, so no sequence of sends can free quota early.
   */
  reserve(userId: number, sign: string, n: number, bytes: number): Promise<boolean>;
  /** Gives back every reservation of a chunk set. */
  release(sign: string): Promise<void>;
  /** Gives back the reservations of sets untouched for `maxAgeMs`, as the chunk sweep removes them. */
  sweep(maxAgeMs: number, nowMs: number): Promise<void>;
}

// First key of the two-key advisory lock each user's quota check takes (the second is the user id);
// apart from the other areas' locks (727_002 SMS codes, 727_018 form answers).
const QUOTA_LOCK = 727_017;

export function createChunkQuota(ctx: ServerContext, quotaBytes: number): ChunkQuota {
  const { database } = ctx;
  const mutex = createKeyedMutex();
  return {
    reserve(userId, sign, n, bytes) {
      // One user's chunks are counted one at a time, so parallel chunks cannot all pass a sum taken
      // before any of them was recorded: in this process by the mutex, across processes by a lock
      // held for one transaction on its own connection (no second pooled connection waited for).
      return mutex(`quota:${userId}`, () =>
        ctx.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${userId}::integer)`);
          const result = await tx.execute(sql`
            INSERT INTO upload_chunk_usage (sign, chunk_number, user_id, bytes, updated_at)
            SELECT ${sign}::text, ${n}::integer, ${userId}::integer, ${bytes}::bigint,
                   ${ctx.now().toISOString()}::timestamptz
            WHERE (SELECT coalesce(sum(bytes), 0) FROM upload_chunk_usage
                    WHERE user_id = ${userId}::integer
                      AND NOT (sign = ${sign}::text AND chunk_number = ${n}::integer))
                  + ${bytes}::bigint <= ${quotaBytes}::bigint
            ON CONFLICT (sign, chunk_number) DO UPDATE
              SET user_id = excluded.user_id,
                  bytes = greatest(upload_chunk_usage.bytes, excluded.bytes),
                  updated_at = excluded.updated_at
            RETURNING 1 AS reserved`);
          // Drivers differ: postgres.js answers the rows, PGlite an object holding them.
          const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
          return (rows?.length ?? 0) > 0;
        }),
      );
    },
    async release(sign) {
      await database.query("DELETE FROM upload_chunk_usage WHERE sign = $1", [sign]);
    },
    async sweep(maxAgeMs, nowMs) {
      // A set's last activity is its newest chunk, as for the stored chunk sets themselves.
      await database.query(
        `DELETE FROM upload_chunk_usage WHERE sign IN (
           SELECT sign FROM upload_chunk_usage GROUP BY sign HAVING max(updated_at) < $1::timestamptz)`,
        [new Date(nowMs - maxAgeMs).toISOString()],
      );
    },
  };
}
