import type { FastifyBaseLogger } from "fastify";

/** A CDN's purge API answers in well under a second; a hung one must not pile up requests. */
const PURGE_TIMEOUT_MS = 5_000;

export interface PurgeHook {
  /**
   * Tells the CDN in front that these paths changed (a publish, delete or address change). Never
   * throws and never delays the caller: the answer is already on its way when the hook runs.
   * Answers the request's promise for tests.
   */
  purge(paths: readonly string[]): Promise<void>;
}

/**
 * `VITRINE_PURGE_URL` set: each change POSTs `{"paths": [...]}` (JSON) there, for an adapter to the
 * CDN's purge API. Unset: nothing is sent. A failure is logged, never retried (the CDN keeps a page
 * at most `s-maxage` + `stale-while-revalidate`, see send-public.ts).
 */
export function createPurgeHook(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): PurgeHook {
  const url = env.VITRINE_PURGE_URL?.trim();
  if (!url) return { purge: async () => {} };
  return {
    async purge(paths) {
      const unique = [...new Set(paths)];
      if (unique.length === 0) return;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ paths: unique }),
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        // The body is not read: drop it so the connection is freed.
        await response.body?.cancel();
        if (!response.ok) log.warn({ status: response.status, paths: unique }, "CDN purge refused");
      } catch (error) {
        log.warn({ err: error, paths: unique }, "CDN purge failed");
      }
    },
  };
}
