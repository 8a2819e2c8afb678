import { createHash } from "node:crypto";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { ChunkSource } from "./chunk-store.js";
import { formatSize as formatLimit, type UploadMessageKey } from "./messages.js";
import { type MediaRecord, toMediaRecord, uploads } from "./schema.js";
import type { UploadService } from "./service.js";
import { maxBytesFor } from "./settings.js";
import { SNIFF_BYTES, sniffMedia } from "./sniff.js";

export interface StoreInput {
  /** Pieces whose concatenation is the media file (the chunks in order, or one temp file). */
  sources: ChunkSource[];
  /** The MD5 the client announced; the stored bytes must hash to exactly this. */
  md5: string;
  /** The type the operator chose; the bytes must agree. */
  declaredType?: "image" | "video" | undefined;
  fileName: string;
  cateId: number;
  userId: number | null;
  ip: string;
}

export type StoreResult =
  | { ok: true; record: MediaRecord; existed: boolean }
  | { ok: false; message: UploadMessageKey; params?: Record<string, string | number> };

export async function findByMd5(service: UploadService, md5: string) {
  const [row] = await service.ctx.db.select().from(uploads).where(eq(uploads.md5, md5)).limit(1);
  return row ? toMediaRecord(row) : undefined;
}

const PIECE = 1024 * 1024;

async function* concatenate(sources: ChunkSource[]): AsyncGenerator<Buffer> {
  for (const source of sources) yield* await source.open();
}

/** Where a file lives: built from its type, the day and its MD5 only, never from a client's name. */
export function storageKey(date: Date, type: string, md5: string, ext: string) {
  const y = String(date.getUTCFullYear()).padStart(4, "0");
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${type}/${y}/${m}/${d}/${md5}.${ext}`;
}

/**
 * Checks a complete file and moves it into storage with its record. The caller holds the file's
 * media lock. Any refusal keeps nothing in storage; the sources are the caller's to remove.
 */
export async function storeMedia(service: UploadService, input: StoreInput): Promise<StoreResult> {
  const existing = await findByMd5(service, input.md5);
  if (existing) return { ok: true, record: existing, existed: true };

  const first = input.sources[0];
  if (!first) return { ok: false, message: "upload.empty" };
  let total = 0;
  for (const source of input.sources) total += source.size;
  if (total === 0) return { ok: false, message: "upload.empty" };
  const sniffed = sniffMedia(await first.head(SNIFF_BYTES));
  if (!sniffed) return { ok: false, message: "upload.unsupported" };
  if (input.declaredType && input.declaredType !== sniffed.type)
    return { ok: false, message: "upload.typeMismatch" };
  const limit = maxBytesFor(service.settings, sniffed.type);
  if (total > limit)
    return {
      ok: false,
      message: sniffed.type === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge",
      params: { size: formatLimit(limit) },
    };

  const now = service.ctx.now();
  const key = storageKey(now, sniffed.type, input.md5, sniffed.ext);
  const writer = await service.storage.createWriter(key, sniffed.contentType);
  const hash = createHash("md5");
  try {
    // A stream pipeline, so reading the next piece overlaps writing the last one.
    await pipeline(
      Readable.from(concatenate(input.sources)),
      new Transform({
        transform(piece: Buffer, _encoding, done) {
          hash.update(piece);
          done(null, piece);
        },
      }),
      new Writable({
        highWaterMark: 4 * PIECE,
        write(piece: Buffer, _encoding, done) {
          writer.write(piece).then(() => done(), done);
        },
      }),
    );
    if (hash.digest("hex") !== input.md5) {
      await writer.abort();
      return { ok: false, message: "upload.md5Mismatch" };
    }
    await writer.commit();
  } catch (error) {
    await writer.abort();
    throw error;
  }

  return recordMedia(service, {
    md5: input.md5,
    key,
    fileName: input.fileName,
    ext: sniffed.ext,
    type: sniffed.type,
    size: total,
    cateId: input.cateId,
    userId: input.userId,
    ip: input.ip,
    now,
  });
}

export interface MediaRow {
  md5: string;
  key: string;
  fileName: string;
  ext: string;
  type: "image" | "video";
  size: number;
  cateId: number;
  userId: number | null;
  ip: string;
  now: Date;
}

/** Inserts the record of a file now complete in storage; a record of the same bytes wins. */
export async function recordMedia(service: UploadService, row: MediaRow): Promise<StoreResult> {
  const inserted = await service.ctx.db
    .insert(uploads)
    .values({
      md5: row.md5,
      url: `/uploads/${row.key}`,
      storageKey: row.key,
      // Kept for display only, and trimmed to something a list can show.
      fileName: row.fileName.trim().slice(0, 255) || `${row.md5}.${row.ext}`,
      ext: row.ext,
      type: row.type,
      size: row.size,
      cateId: row.cateId,
      userId: row.userId,
      ip: row.ip,
      createTime: row.now,
    })
    .onConflictDoNothing({ target: uploads.md5 })
    .returning();
  const created = inserted[0];
  if (created) return { ok: true, record: toMediaRecord(created), existed: false };
  // Another process stored the same bytes between our check and insert: the stored object is the same.
  const winner = await findByMd5(service, row.md5);
  if (!winner) throw new Error("upload record vanished after a conflicting insert");
  return { ok: true, record: winner, existed: true };
}
