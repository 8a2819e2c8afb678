import type { Published } from "./published-copy.js";

/** Rendered copies kept at most, by their text's size (a page is capped at 2 MiB of JSON). */
const MAX_CACHE_CHARS = 64 * 1024 * 1024;

/**
 * The kept published pages by id, least recently used first, dropped from the front once their
 * text passes MAX_CACHE_CHARS (the entry just kept always stays).
 */
export function createPublishedEntries() {
  const entries = new Map<number, Published>();
  let chars = 0;

  function drop(id: number) {
    const entry = entries.get(id);
    if (!entry) return;
    chars -= entry.chars;
    entries.delete(id);
  }

  return {
    get: (id: number) => entries.get(id),
    drop,
    /** Keeps `entry` as the most recently used, dropping the least recently used past the bound. */
    keep(entry: Published) {
      if (entries.get(entry.id) !== entry) {
        drop(entry.id);
        chars += entry.chars;
      }
      entries.delete(entry.id);
      entries.set(entry.id, entry);
      // Map order is insertion order: the least recently used go first.
      for (const [id] of entries) {
        if (chars <= MAX_CACHE_CHARS || id === entry.id) break;
        drop(id);
      }
    },
    /** `entry` holds `grown` more characters (a rendering added or replaced). */
    grow(entry: Published, grown: number) {
      entry.chars += grown;
      if (entries.get(entry.id) === entry) chars += grown;
    },
    clear() {
      entries.clear();
      chars = 0;
    },
  };
}
