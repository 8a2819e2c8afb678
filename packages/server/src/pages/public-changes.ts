import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.js";
import { type PageAddress, pathsOf } from "../storefront/addresses.js";
import { createPurgeHook } from "../storefront/addresses-purge.js";
import type { PublicPageCache } from "./public-cache.js";

/** Server processes sharing one PostgreSQL tell each other here which pages changed. */
export const PAGES_CHANNEL = "vitrine_pages";

export interface PublicPageChanges {
  /**
   * Pages whose public answer changed (published, deleted, new slug or home mark), as they were
   * and as they are: this process's cache drops them at once, the other processes' on the NOTIFY,
   * and the CDN is told every path that showed them. Answers when the CDN was told (tests).
   */
  changed(addresses: readonly PageAddress[]): Promise<void>;
  close(): Promise<void>;
}

export async function createPublicPageChanges(
  database: Database,
  cache: PublicPageCache,
  env: NodeJS.ProcessEnv,
  log: FastifyBaseLogger,
): Promise<PublicPageChanges> {
  const purge = createPurgeHook(env, log);
  // The payload opens with `o:<this process>`: a process drops its own changes at once, so its
  // own NOTIFY, arriving later, must not drop the version it has read and rendered since.
  const origin = `o:${randomUUID()}`;
  const stop = await database.listen?.(PAGES_CHANNEL, (payload) => {
    const parts = payload.split(",");
    if (parts[0] === origin) return;
    const ids = parts.map(Number).filter(Number.isInteger);
    cache.invalidate(ids.length > 0 ? ids : undefined);
  });
  return {
    async changed(addresses) {
      if (addresses.length === 0) return;
      const ids = [...new Set(addresses.map((a) => a.id))];
      cache.invalidate(ids);
      if (database.kind === "postgres") {
        // Far below NOTIFY's 8,000 bytes: a delete names at most 1,000 ids.
        await database
          .query("SELECT pg_notify($1, $2)", [PAGES_CHANNEL, [origin, ...ids].join(",")])
          .catch((error: unknown) => log.warn({ err: error }, "page change NOTIFY failed"));
      }
      await purge.purge(addresses.flatMap(pathsOf));
    },
    async close() {
      await stop?.();
    },
  };
}
