import type { WriteWatch } from "./write-watch.js";

/**
 * Remembers the answers of read queries for a few seconds, for reads that every request repeats
 * (list totals, the caller's session and grants).
 *
 * An answer is reused only while no table it reads has been written since shortly before the read
 * began (`settleMs` covers a write whose transaction was still open), and never beyond `ttlMs`,
 * which bounds what another server process sharing the database may have changed unseen. Identical
 * reads asked at the same moment share one query. An answer `keep` turns down, or a failed read,
 * is not remembered.
 */
export interface ReadCache<T> {
  get(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T>;
}

export interface ReadCacheOptions<T> {
  ttlMs: number;
  writes: WriteWatch;
  settleMs?: number;
  maxEntries?: number;
  keep?: (value: T) => boolean;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  startedAt: number;
}

export function createReadCache<T>(options: ReadCacheOptions<T>): ReadCache<T> {
  const { ttlMs, writes, settleMs = 1_000, maxEntries = 500, keep, now = Date.now } = options;
  const entries = new Map<string, Entry<T>>();
  const forget = (key: string, value: Promise<T>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  return {
    get(key, tables, read) {
      if (ttlMs <= 0) return read();
      const time = now();
      const entry = entries.get(key);
      if (
        entry &&
        time - entry.startedAt < ttlMs &&
        writes.lastWrite(tables) + settleMs <= entry.startedAt
      )
        return entry.value;
      const value = read();
      entries.delete(key);
      entries.set(key, { value, startedAt: time });
      value.then(
        (answer) => {
          if (keep && !keep(answer)) forget(key, value);
        },
        () => forget(key, value),
      );
      // Maps iterate in insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

/** `VITRINE_READ_CACHE_MS`: how long such an answer may be reused; 0 turns the caches off. */
export function readCacheMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.VITRINE_READ_CACHE_MS ?? 5_000);
  return Number.isFinite(value) && value >= 0 ? value : 5_000;
}

/** Double-quoted names in generated SQL: the tables a statement reads (and columns, which no write names). */
export function quotedNames(sql: string): string[] {
  return [
    ...new Set(Array.from(sql.matchAll(/"([a-z_][a-z0-9_]*)"/gi), (m) => m[1]!.toLowerCase())),
  ];
}
