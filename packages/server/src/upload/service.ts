import path from "node:path";
import type { ServerContext } from "../context.js";
import { type ChunkStore, createChunkStore } from "./chunks.js";
import { createKeyedMutex } from "./keyed-mutex.js";
import { readUploadSettings, type UploadSettings } from "./settings.js";
import { createMediaStorage, type MediaStorage } from "./storage/index.js";

/** Everything the upload routes share: settings, storage, the chunk area and the merge lock. */
export interface UploadService {
  ctx: ServerContext;
  settings: UploadSettings;
  storage: MediaStorage;
  chunks: ChunkStore;
  /** Holds one file's lock across processes (advisory lock) and inside this one (keyed mutex). */
  withMediaLock<T>(md5: string, fn: () => Promise<T>): Promise<T>;
}

// Advisory lock keys of media: a fixed high prefix keeps them apart from the migration lock.
const LOCK_PREFIX = 0x7e1 * 2 ** 40;

export function mediaLockKey(md5: string): number {
  // 40 bits of the hash under the prefix: still a safe integer, and collisions only serialise.
  return LOCK_PREFIX + Number.parseInt(md5.slice(0, 10), 16);
}

export function createUploadService(ctx: ServerContext): UploadService {
  const settings = readUploadSettings(ctx.env);
  const mutex = createKeyedMutex();
  return {
    ctx,
    settings,
    storage: createMediaStorage(settings, ctx.dataDir),
    chunks: createChunkStore(path.join(ctx.dataDir, "upload-chunks")),
    withMediaLock: (md5, fn) => mutex(md5, () => ctx.database.withLock(mediaLockKey(md5), fn)),
  };
}
