/**
 * Runs tasks with the same key one after another inside this process. The database's advisory lock
 * covers several processes on PostgreSQL; PGlite has no such lock, so this one is always taken too.
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withKey<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    // The tail never rejects, so a failed task does not poison the ones queued after it.
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
