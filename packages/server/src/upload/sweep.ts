import type { UploadService } from "./service.js";

/**
 * A merge writes its file without pause, so a temp file untouched for this long belongs to a merge
 * that died (a crash, a kill); the periodic sweep removes it.
 */
export const LEFTOVER_IDLE_MS = 3_600_000;

/**
 * Removes what unfinished work left: chunk sets nobody completed within the TTL (with the quota they
 * held) and the temp files of merges and chunk transfers touched before `leftoversBeforeMs`. At start
 * that is the start time: a data folder serves one process (others that share PostgreSQL and a
 * bucket have their own folder), so nothing in it older than the start is still being written.
 * Later it is an hour ago.
 */
export async function sweepUploads(
  service: UploadService,
  nowMs: number,
  leftoversBeforeMs: number,
): Promise<void> {
  const ttl = service.settings.chunkTtlMs;
  await service.chunks.removeAbandoned(ttl, nowMs);
  await service.quota.sweep(ttl, nowMs);
  await service.chunks.removeLeftovers(leftoversBeforeMs);
  await service.storage.removeLeftovers(leftoversBeforeMs);
}
