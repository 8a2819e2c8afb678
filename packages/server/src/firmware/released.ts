import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { ReleasedPackage } from "./rollout.js";
import { firmwarePackages } from "./schema.js";

const CACHE_MS = 10_000;

/**
 * The released packages, read at most every 10 s: every heartbeat asks whether one applies, and
 * 330 of them a second must not each query. An edit in this process forgets the list at once;
 * another process's edit is seen within 10 s.
 */
export function createReleasedPackages(db: Db) {
  let cached: { list: ReleasedPackage[]; until: number } | undefined;
  let loading: Promise<ReleasedPackage[]> | undefined;
  return {
    async list(nowMs = Date.now()): Promise<ReleasedPackage[]> {
      if (cached && cached.until > nowMs) return cached.list;
      loading ??= db
        .select({
          id: firmwarePackages.id,
          model: firmwarePackages.model,
          version: firmwarePackages.version,
          url: firmwarePackages.url,
          size: firmwarePackages.size,
          md5: firmwarePackages.md5,
          forced: firmwarePackages.forced,
          notes: firmwarePackages.notes,
          rolloutPercent: firmwarePackages.rolloutPercent,
        })
        .from(firmwarePackages)
        .where(eq(firmwarePackages.status, "released"))
        .then((list) => {
          cached = { list, until: Date.now() + CACHE_MS };
          return list;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    forget() {
      cached = undefined;
    },
  };
}

export type ReleasedPackages = ReturnType<typeof createReleasedPackages>;
