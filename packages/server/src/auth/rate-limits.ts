import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { rateLimits } from "../db/schema.js";

/** No limit uses a longer window: rows older than this are dead and may be removed. */
export const LONGEST_WINDOW_MS = 60 * 60_000;

export interface Limit {
  max: number;
  windowMs: number;
}

/** A hit that was counted; `release` gives it back (only while its window lasts). */
export interface Hit {
  release(): Promise<void>;
}

export type TakeResult = { hit: Hit } | { retryAfterMs: number };

/**
 * Fixed-window counters kept in the database. Taking a hit is one INSERT ... ON CONFLICT DO UPDATE
 * that bumps the counter only while it is under the limit (or starts a new window) and answers the
 * new count: the database locks the row for the statement, so N parallel takes on PostgreSQL, or on
 * PGlite, count one by one and never more than `max` get through in a window.
 */
export function createRateLimits(db: Db, now: () => Date) {
  return {
    async take(key: string, limit: Limit): Promise<TakeResult> {
      const at = now();
      const stamp = at.toISOString();
      const windowEnded = sql`${rateLimits.windowStart} <= ${new Date(at.getTime() - limit.windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowStart: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            windowStart: sql`CASE WHEN ${windowEnded} THEN ${stamp}::timestamptz ELSE ${rateLimits.windowStart} END`,
          },
          setWhere: sql`${windowEnded} OR ${rateLimits.hits} < ${limit.max}`,
        })
        .returning({ windowStart: rateLimits.windowStart });
      if (row) {
        const windowStart = new Date(row.windowStart);
        return {
          hit: {
            release: async () => {
              await db
                .update(rateLimits)
                .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
                .where(
                  and(
                    eq(rateLimits.key, key),
                    eq(rateLimits.windowStart, windowStart),
                    sql`${rateLimits.hits} > 0`,
                  ),
                );
            },
          },
        };
      }
      const [full] = await db
        .select({ windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      const ends = (full ? new Date(full.windowStart).getTime() : at.getTime()) + limit.windowMs;
      // At least a second: the row was full a moment ago even if its window just ended.
      return { retryAfterMs: Math.max(1000, ends - at.getTime()) };
    },

    /** Forgets a key's count (a successful sign-in forgives the failures before it). */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Removes counters whose window ended long ago, so the table only holds live ones. */
    async sweep(): Promise<void> {
      const cutoff = new Date(now().getTime() - LONGEST_WINDOW_MS);
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
