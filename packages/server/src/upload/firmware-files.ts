import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type FirmwareFileRow, firmwareFiles } from "../firmware/schema.js";
import type { ChunkSource } from "./chunk-store.js";
import type { UploadService } from "./service.js";

const MIB = 1024 * 1024;

/** Firmware images are larger than the library's pictures but far from its videos. */
export const FIRMWARE_DEFAULT_MAX_BYTES = 64 * MIB;

/** `UPLOAD_MAX_FIRMWARE_BYTES`, read from the app's injectable environment. */
export function firmwareMaxBytes(env: NodeJS.ProcessEnv): number {
  const value = env.UPLOAD_MAX_FIRMWARE_BYTES;
  if (value === undefined || value === "") return FIRMWARE_DEFAULT_MAX_BYTES;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`UPLOAD_MAX_FIRMWARE_BYTES must be a positive integer, got "${value}"`);
  return n;
}

/** What the firmware upload calls answer: the uploader's record shape, kind `firmware`. */
export interface FirmwareFileRecord {
  id: number;
  url: string;
  fileName: string;
  md5: string;
  sha256: string;
  ext: "bin";
  type: "firmware";
  size: number;
  cate_id: 0;
  create_time: string;
}

/** Where devices and operators download a file: its own route, never /uploads/. */
export const firmwareFileUrl = (md5: string) => `/api/firmware/file/${md5}`;

export function toFirmwareRecord(row: FirmwareFileRow): FirmwareFileRecord {
  return {
    id: row.id,
    url: firmwareFileUrl(row.md5),
    fileName: row.fileName,
    md5: row.md5,
    sha256: row.sha256,
    ext: "bin",
    type: "firmware",
    size: row.size,
    cate_id: 0,
    create_time: row.createdAt.toISOString(),
  };
}

export async function findFirmwareFile(db: Db, md5: string) {
  const [row] = await db.select().from(firmwareFiles).where(eq(firmwareFiles.md5, md5)).limit(1);
  return row;
}

/** `firmware/2026/11/26/<md5>.bin`: the date and the MD5 only, whatever the file was called. */
export function firmwareKey(date: Date, md5: string) {
  const day = date.toISOString().slice(0, 10).replaceAll("-", "/");
  return `firmware/${day}/${md5}.bin`;
}

/**
 * Writes a complete file into storage as opaque bytes (never sniffed: any content is a valid
 * firmware image) and records it. The MD5 must be the one the uploader announced; the SHA-256 is
 * computed here. The caller holds the file's lock; a mismatch keeps nothing.
 */
export async function storeFirmwareFile(
  service: UploadService,
  input: { sources: ChunkSource[]; md5: string; fileName: string; userId: number | null },
): Promise<FirmwareFileRow | "md5Mismatch"> {
  const now = service.ctx.now();
  const key = firmwareKey(now, input.md5);
  const writer = await service.storage.createWriter(key, "application/octet-stream");
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  let size = 0;
  try {
    for (const source of input.sources) {
      for await (const piece of await source.open()) {
        const bytes = piece as Buffer;
        md5.update(bytes);
        sha256.update(bytes);
        size += bytes.length;
        await writer.write(bytes);
      }
    }
    if (md5.digest("hex") !== input.md5) {
      await writer.abort();
      return "md5Mismatch";
    }
    await writer.commit();
  } catch (error) {
    await writer.abort();
    throw error;
  }
  const [created] = await service.ctx.db
    .insert(firmwareFiles)
    .values({
      md5: input.md5,
      sha256: sha256.digest("hex"),
      storageKey: key,
      // Kept for display and as the download's name, trimmed to what the column holds.
      fileName: input.fileName.trim().slice(0, 255) || `${input.md5}.bin`,
      size,
      userId: input.userId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: firmwareFiles.md5 })
    .returning();
  // Another process stored the same bytes meanwhile: its row names the same content.
  const row = created ?? (await findFirmwareFile(service.ctx.db, input.md5));
  if (!row) throw new Error("firmware file record vanished after a conflicting insert");
  return row;
}

/**
 * `Content-Disposition: attachment` with the stored name: an ASCII fallback (quotes, backslashes
 * and controls replaced) and the exact name in RFC 5987 form for clients that read it.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
