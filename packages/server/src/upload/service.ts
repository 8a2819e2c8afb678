import path from "node:path";
import type { ServerContext } from "../context.js";
import { type ChunkQuota, createChunkQuota } from "./chunk-quota.js";
import type { ChunkStore } from "./chunk-store.js";
import { createChunkStore } from "./chunks.js";
import { createS3ChunkStore } from "./chunks-s3.js";
import { createKeyedMutex } from "./keyed-mutex.js";
import { createSemaphore } from "./semaphore.js";
import { readUploadSettings, type UploadSettings } from "./settings.js";
import {
  createLocalStorage,
  createS3Bucket,
  createS3Storage,
  type MediaStorage,
  type S3Bucket,
} from "./storage/index.js";

/** Everything the upload routes share: settings, storage, the chunk area and the merge lock. */
export interface UploadService {
  ctx: ServerContext;
  settings: UploadSettings;
  storage: MediaStorage;
  chunks: ChunkStore;
  /** The bucket, when media live in one (it also signs direct-upload policies). */
  s3?: S3Bucket;
  /** Each user's bytes in chunk sets not merged yet. */
  quota: ChunkQuota;
  /** Holds one file's lock across processes (advisory lock) and inside this one (keyed mutex). */
  withMediaLock<T>(md5: string, fn: () => Promise<T>): Promise<T>;
}

const MAX_CONCURRENT_MERGES = 4;

// Advisory lock keys of media: a fixed high prefix keeps them apart from the migration lock.
const LOCK_PREFIX = 0x7e1 * 2 ** 40;

export function mediaLockKey(md5: string): number {
  // 40 bits of the hash under the prefix: still a safe integer, and collisions only serialise.
  return LOCK_PREFIX + Number.parseInt(md5.slice(0, 10), 16);
}

export function createUploadService(ctx: ServerContext): UploadService {
  const settings = readUploadSettings(ctx.env);
  const mutex = createKeyedMutex();
  // Each held advisory lock keeps one pooled PostgreSQL connection reserved while the work inside
  // needs others: capping the holders keeps the pool (10) from running dry under many merges.
  const mergeSlots = createSemaphore(MAX_CONCURRENT_MERGES);
  const chunkRoot = path.join(ctx.dataDir, "upload-chunks");
  let storage: MediaStorage;
  let chunks: ChunkStore;
  let s3: S3Bucket | undefined;
  if (settings.s3) {
    // With a bucket, chunks live there too, so any process behind a load balancer can merge.
    s3 = createS3Bucket(settings.s3);
    storage = createS3Storage(s3);
    chunks = createS3ChunkStore(s3, path.join(chunkRoot, ".incoming"));
  } else {
    storage = createLocalStorage(path.join(ctx.dataDir, "uploads"));
    chunks = createChunkStore(chunkRoot);
  }
  return {
    ctx,
    settings,
    storage,
    chunks,
    s3,
    quota: createChunkQuota(ctx, settings.userChunkQuotaBytes),
    withMediaLock: (md5, fn) =>
      mutex(md5, () => mergeSlots(() => ctx.database.withLock(mediaLockKey(md5), fn))),
  };
}
