import type { WriteWatch } from "../../db/write-watch.js";

/**
 * Remembers list totals for a few seconds. An exact count over tens of thousands of matching rows
 * costs more than the page of rows itself, and every page of a list, for every user, asks again.
 *
 * A total is reused only while no table its query reads has been written since shortly before the
 * query began (`settleMs` covers a write whose transaction was still open), and never beyond
 * `ttlMs`, which bounds what another server process sharing the database may have changed unseen.
 * Identical counts asked at the same moment share one query.
 */
export interface CountCache {
  count(key: string, tables: string[], compute: () => Promise<number>): Promise<number>;
}

export interface CountCacheOptions {
  ttlMs: number;
  writes: WriteWatch;
  settleMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  total: Promise<number>;
  startedAt: number;
}

export function createCountCache(options: CountCacheOptions): CountCache {
  const { ttlMs, writes, settleMs = 1_000, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  return {
    count(key, tables, compute) {
      if (ttlMs <= 0) return compute();
      const time = now();
      const entry = entries.get(key);
      if (
        entry &&
        time - entry.startedAt < ttlMs &&
        writes.lastWrite(tables) + settleMs <= entry.startedAt
      )
        return entry.total;
      const total = compute();
      entries.delete(key);
      entries.set(key, { total, startedAt: time });
      // A failed count is not remembered.
      total.catch(() => {
        if (entries.get(key)?.total === total) entries.delete(key);
      });
      // Maps iterate in insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return total;
    },
  };
}

/** Double-quoted names in generated SQL: the tables a statement reads (and columns, which no write names). */
export function quotedNames(sql: string): string[] {
  return [
    ...new Set(Array.from(sql.matchAll(/"([a-z_][a-z0-9_]*)"/gi), (m) => m[1]!.toLowerCase())),
  ];
}

/** `VITRINE_COUNT_CACHE_MS`: how long a list total may be reused; 0 turns the cache off. */
export function countCacheMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.VITRINE_COUNT_CACHE_MS ?? 5_000);
  return Number.isFinite(value) && value >= 0 ? value : 5_000;
}
