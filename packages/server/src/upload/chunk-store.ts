import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

/** What the first chunk of a file announced; every later chunk of the same file must agree. */
export interface ChunkSetInfo {
  totalChunks: number;
  totalChunkSize: number;
  /** Bytes of every chunk but the last (which holds the rest). */
  chunkSize: number;
  /** `firmware` for the upgrade packages' files (upload/firmware-routes.ts), never media. */
  fileType: "image" | "video" | "firmware";
}

/** fileSign is a lowercase hex MD5: the only client value that ever names a folder or an object. */
export const FILE_SIGN = /^[0-9a-f]{32}$/;

/** One piece of a file to store: a chunk, or a whole file received in one request. */
export interface ChunkSource {
  size: number;
  /** The first `bytes` bytes (fewer when the piece is shorter). */
  head(bytes: number): Promise<Buffer>;
  open(): Promise<Readable>;
}

/**
 * Chunks waiting for their merge. A chunk arrives in a local temp file, then `accept` puts it in
 * place in one atomic step (rename on disk, one PutObject in a bucket), so a chunk sent twice or a
 * request cut off half way never leaves a partial chunk under its number.
 */
export interface ChunkStore {
  /** A fresh local temp path for a chunk being received (its number and file are not known yet). */
  tempPath(): Promise<string>;
  accept(
    sign: string,
    chunkNumber: number,
    tempFile: string,
    info: ChunkSetInfo,
  ): Promise<"ok" | "inconsistent">;
  info(sign: string): Promise<ChunkSetInfo | undefined>;
  /** Chunk numbers present, ascending. */
  list(sign: string): Promise<number[]>;
  /** Chunks 0..count-1 in order; the caller has checked they are all present. */
  sources(sign: string, count: number): Promise<ChunkSource[]>;
  remove(sign: string): Promise<void>;
  /** Removes chunk sets and stray temp files nobody has touched for `maxAgeMs`; answers how many. */
  removeAbandoned(maxAgeMs: number, nowMs?: number): Promise<number>;
  /** Removes temp files of chunks being received that were last touched before `beforeMs`. */
  removeLeftovers(beforeMs: number): Promise<number>;
}

export function sameInfo(a: ChunkSetInfo, b: ChunkSetInfo): boolean {
  return (
    a.totalChunks === b.totalChunks &&
    a.totalChunkSize === b.totalChunkSize &&
    a.chunkSize === b.chunkSize &&
    a.fileType === b.fileType
  );
}

/** A local file as a source. */
export function fileSource(file: string, size: number): ChunkSource {
  return {
    size,
    async head(bytes) {
      const handle = await fs.promises.open(file, "r");
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async open() {
      return fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    },
  };
}

/** The local folder where chunks arrive, with a sweep for temp files a dropped request left. */
export function createIncoming(dir: string) {
  return {
    async tempPath(): Promise<string> {
      await fs.promises.mkdir(dir, { recursive: true });
      return path.join(dir, `${randomBytes(12).toString("hex")}.part`);
    },
    async sweep(maxAgeMs: number, nowMs: number): Promise<number> {
      let removed = 0;
      for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
        const file = path.join(dir, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat && nowMs - stat.mtimeMs > maxAgeMs) {
          await fs.promises.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
