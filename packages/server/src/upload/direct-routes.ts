import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../http/envelope.js";
import { categoryExists } from "./categories.js";
import { declaredMediaType } from "./media-type.js";
import { formatSize, type UploadMessageKey } from "./messages.js";
import { refuse } from "./replies.js";
import type { UploadService } from "./service.js";
import { maxBytesFor } from "./settings.js";
import { SNIFF_BYTES, sniffMedia } from "./sniff.js";
import { signPostPolicy } from "./storage/post-policy.js";
import { isStorageKey } from "./storage/types.js";
import { findByMd5, recordMedia, storageKey } from "./store-media.js";

/** A policy lives long enough to send one large video, not long enough to be worth keeping. */
export const POLICY_TTL_MS = 15 * 60_000;

const md5Schema = { type: "string", pattern: "^[0-9a-f]{32}$" } as const;
const EXT_OF_MIME: Record<string, "jpg" | "png" | "gif" | "mp4"> = {
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/pjpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "video/mp4": "mp4",
};
const EXT_OF_NAME: Record<string, "jpg" | "png" | "gif" | "mp4"> = {
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  mp4: "mp4",
};
const CONTENT_TYPE = { jpg: "image/jpeg", png: "image/png", gif: "image/gif", mp4: "video/mp4" };

/** The extension the stored object will carry: from the MIME type, else from the file's name. */
function extensionFor(type: string, fileName: string): "jpg" | "png" | "gif" | "mp4" | undefined {
  const mime = EXT_OF_MIME[type.trim().toLowerCase()];
  if (mime) return mime;
  const fromName = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return Object.hasOwn(EXT_OF_NAME, fromName) ? EXT_OF_NAME[fromName] : undefined;
}

interface PointBody {
  fileName: string;
  fileMd5: string;
  fileSize: number;
  type: string;
}

interface DoneBody {
  key: string;
  fileName: string;
  fileMd5: string;
  fileSize: number;
  cate_id?: number;
}

/**
 * Direct upload to the bucket (`getAliPoint`, named after the original's OSS call): the server signs
 * a short-lived POST policy for one exact key and size, the browser sends the file straight to the
 * store, and `getAliPointDone` checks the object (size, type, MD5) before recording it.
 */
export async function directRoutes(app: FastifyInstance, service: UploadService) {
  const { settings, storage } = service;

  app.post<{ Body: PointBody }>(
    "/api/upload/getAliPoint",
    {
      schema: {
        body: {
          type: "object",
          required: ["fileName", "fileMd5", "fileSize", "type"],
          properties: {
            fileName: { type: "string", maxLength: 1000 },
            fileMd5: md5Schema,
            fileSize: { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
            type: { type: "string", maxLength: 100 },
          },
        },
      },
      config: { permission: "upload:add" },
    },
    async (request) => {
      const s3 = service.s3;
      if (!s3) return refuse(request, "direct.unavailable");
      const { fileName, fileMd5, fileSize, type } = request.body;
      const family = declaredMediaType(type);
      const ext = extensionFor(type, fileName);
      if (!family || !ext || (family === "video") !== (ext === "mp4"))
        return refuse(request, "upload.unsupported");
      if (fileSize === 0) return refuse(request, "upload.empty");
      const limit = maxBytesFor(settings, family);
      if (fileSize > limit)
        return refuse(
          request,
          family === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge",
          {
            size: formatSize(limit),
          },
        );
      const existing = await findByMd5(service, fileMd5);
      if (existing) return ok({ is_true: true, file: existing });
      const now = service.ctx.now();
      const key = storageKey(now, family, fileMd5, ext);
      const expiresAt = new Date(now.getTime() + POLICY_TTL_MS);
      const fields = {
        key,
        "Content-Type": CONTENT_TYPE[ext],
        ...(await signPostPolicy(s3, {
          conditions: [
            { bucket: s3.settings.bucket },
            ["eq", "$key", key],
            ["eq", "$Content-Type", CONTENT_TYPE[ext]],
            // Exactly the announced size: nothing larger can be parked under a signed key.
            ["content-length-range", fileSize, fileSize],
          ],
          expiresAt,
          date: now,
        })),
      };
      return ok({
        is_true: false,
        url: `${s3.settings.endpoint}/${s3.settings.bucket}`,
        fields,
        key,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  app.post<{ Body: DoneBody }>(
    "/api/upload/getAliPointDone",
    {
      schema: {
        body: {
          type: "object",
          required: ["key", "fileName", "fileMd5", "fileSize"],
          properties: {
            key: { type: "string", maxLength: 200 },
            fileName: { type: "string", maxLength: 1000 },
            fileMd5: md5Schema,
            fileSize: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            cate_id: { type: "integer", minimum: 0, maximum: 2147483647 },
          },
        },
      },
      config: { permission: "upload:add" },
    },
    async (request) => {
      if (!settings.s3) return refuse(request, "direct.unavailable");
      const { key, fileName, fileMd5, fileSize } = request.body;
      const cateId = request.body.cate_id ?? 0;
      // Only a key getAliPoint could have signed for this MD5: a type folder, a day, the MD5.
      if (!isStorageKey(key) || !key.endsWith(`/${fileMd5}.${key.split(".").pop()}`))
        return refuse(request, "direct.missing");
      if (!(await categoryExists(service, cateId))) return refuse(request, "upload.cateUnknown");
      return service.withMediaLock(fileMd5, () =>
        confirm(request, { key, fileName, fileMd5, fileSize, cateId }),
      );
    },
  );

  async function confirm(
    request: FastifyRequest,
    body: { key: string; fileName: string; fileMd5: string; fileSize: number; cateId: number },
  ) {
    const { key, fileMd5 } = body;
    const existing = await findByMd5(service, fileMd5);
    if (existing) {
      // The same bytes are already stored: a second copy under another key would be an orphan.
      if (existing.url !== `/uploads/${key}`) await storage.remove(key);
      return ok(existing);
    }
    const size = await storage.size(key);
    if (size === undefined) return refuse(request, "direct.missing");
    // From here on, an object that fails a check is removed: nothing unverified stays in the bucket.
    const drop = async (message: UploadMessageKey, params?: Record<string, string | number>) => {
      await storage.remove(key);
      return refuse(request, message, params);
    };
    if (size !== body.fileSize) return drop("upload.sizeMismatch");
    const head: Buffer[] = [];
    for await (const piece of await storage.read(key, 0, Math.min(size, SNIFF_BYTES) - 1))
      head.push(Buffer.from(piece as Uint8Array));
    const sniffed = sniffMedia(Buffer.concat(head));
    if (!sniffed) return drop("upload.unsupported");
    if (!key.startsWith(`${sniffed.type}/`) || !key.endsWith(`.${sniffed.ext}`))
      return drop("upload.typeMismatch");
    const limit = maxBytesFor(settings, sniffed.type);
    if (size > limit)
      return drop(sniffed.type === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge", {
        size: formatSize(limit),
      });
    const hash = createHash("md5");
    for await (const piece of await storage.read(key, 0, size - 1))
      hash.update(piece as Uint8Array);
    if (hash.digest("hex") !== fileMd5) return drop("upload.md5Mismatch");
    const result = await recordMedia(service, {
      md5: fileMd5,
      key,
      fileName: body.fileName,
      ext: sniffed.ext,
      type: sniffed.type,
      size,
      cateId: body.cateId,
      userId: request.auth?.access.userId ?? null,
      ip: request.ip,
      now: service.ctx.now(),
    });
    if (!result.ok) return refuse(request, result.message, result.params);
    return ok(result.record);
  }
}
