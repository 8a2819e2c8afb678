import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { AppUploadMessageKey } from "./app-upload-messages.js";
import { appUploads } from "./app-upload-schema.js";
import type { ChunkSource } from "./chunk-store.js";
import { formatSize } from "./messages.js";
import type { UploadService } from "./service.js";
import { SNIFF_BYTES, sniffMedia } from "./sniff.js";
import { storageKey } from "./store-media.js";

/** What the app's upload call answers: the address to send with a feedback item. */
export interface AppImage {
  url: string;
  md5: string;
  ext: string;
  size: number;
}

export type AppStoreResult =
  | { ok: true; image: AppImage }
  | { ok: false; message: AppUploadMessageKey; params?: Record<string, string | number> };

/**
 * The object's name: a hash of the content's MD5 under an app prefix, never the MD5 itself. The
 * library names its objects by MD5, so the same photo in both would share one object, and deleting
 * it from the library would remove a feedback item's image; this keeps the two apart while the
 * name stays a valid storage key (32 hex digits) and still follows from the content alone.
 */
export function appObjectName(md5: string): string {
  return createHash("md5").update(`vitrine-app-upload:${md5}`).digest("hex");
}

const toImage = (row: typeof appUploads.$inferSelect): AppImage => ({
  url: row.url,
  md5: row.md5,
  ext: row.ext,
  size: row.size,
});

async function findOwn(db: Db, appUserId: number, md5: string) {
  const [row] = await db
    .select()
    .from(appUploads)
    .where(and(eq(appUploads.appUserId, appUserId), eq(appUploads.md5, md5)))
    .limit(1);
  return row ? toImage(row) : undefined;
}

/**
 * Checks a received file (its bytes decide the type: images only, within the image limit) and
 * stores it for this app user. The same photo sent again answers the first upload's address.
 */
export async function storeAppImage(
  service: UploadService,
  appUserId: number,
  file: { source: ChunkSource; md5: string },
): Promise<AppStoreResult> {
  const { db } = service.ctx;
  const existing = await findOwn(db, appUserId, file.md5);
  if (existing) return { ok: true, image: existing };
  const { size } = file.source;
  if (size === 0) return { ok: false, message: "appUpload.empty" };
  const sniffed = sniffMedia(await file.source.head(SNIFF_BYTES));
  if (sniffed?.type !== "image") return { ok: false, message: "appUpload.notImage" };
  const limit = service.settings.maxImageBytes;
  if (size > limit)
    return { ok: false, message: "appUpload.tooLarge", params: { size: formatSize(limit) } };

  const now = service.ctx.now();
  const key = storageKey(now, "image", appObjectName(file.md5), sniffed.ext);
  // Content-named: an object already under the key holds these very bytes.
  if ((await service.storage.size(key)) !== size) {
    const writer = await service.storage.createWriter(key, sniffed.contentType);
    try {
      for await (const piece of await file.source.open()) await writer.write(piece as Buffer);
      await writer.commit();
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }
  const [row] = await db
    .insert(appUploads)
    .values({
      appUserId,
      md5: file.md5,
      url: `/uploads/${key}`,
      storageKey: key,
      ext: sniffed.ext,
      size,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { ok: true, image: toImage(row) };
  // The same user sent the same photo twice at once: the other request's row stands.
  const winner = await findOwn(db, appUserId, file.md5);
  if (!winner) throw new Error("app upload row vanished after a conflicting insert");
  return { ok: true, image: winner };
}

/** Which of these addresses this app user uploaded. */
export async function ownedImageUrls(
  db: Db,
  appUserId: number,
  urls: string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: appUploads.url })
    .from(appUploads)
    .where(and(eq(appUploads.appUserId, appUserId), inArray(appUploads.url, urls)));
  return new Set(rows.map((r) => r.url));
}
