import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { ok, sendStatus } from "../http/envelope.js";
import { categoryExists } from "./categories.js";
import { checkChunk, MIN_CHUNK_BYTES } from "./chunk-plan.js";
import { FILE_SIGN } from "./chunk-store.js";
import { intField } from "./form-fields.js";
import { declaredMediaType } from "./media-type.js";
import { formatSize, uploadText } from "./messages.js";
import { receiveForm } from "./multipart.js";
import { badField, refuse } from "./replies.js";
import type { UploadService } from "./service.js";
import { maxBytesFor } from "./settings.js";
import { findByMd5, storeMedia } from "./store-media.js";

const md5Schema = { type: "string", pattern: "^[0-9a-f]{32}$" } as const;

// More chunks than this would mean chunks far smaller than anything the uploader sends.
const MAX_CHUNKS = 1_000_000;

/** The resumable chunk protocol: duplicate check, resume list, one chunk, merge. */
export async function chunkRoutes(app: FastifyInstance, service: UploadService) {
  const { chunks, settings } = service;
  /** A chunk set that is done with: its chunks and the quota they held. */
  const discard = async (sign: string) => {
    await chunks.remove(sign);
    await service.quota.release(sign);
  };

  app.post<{ Body: { fileMd5: string } }>(
    "/api/upload/getUploadFile",
    {
      schema: {
        body: { type: "object", required: ["fileMd5"], properties: { fileMd5: md5Schema } },
      },
      config: { permission: "upload:add" },
    },
    async (request) => {
      const file = await findByMd5(service, request.body.fileMd5);
      if (!file) return ok({ is_true: false });
      return ok({ is_true: true, file }, uploadText(request.locale, "upload.exists"));
    },
  );

  app.post<{ Body: { fileSign: string } }>(
    "/api/upload/getCheckChunkFile",
    {
      schema: {
        body: { type: "object", required: ["fileSign"], properties: { fileSign: md5Schema } },
      },
      config: { permission: "upload:add" },
    },
    async (request) => ok({ uploaded: await chunks.list(request.body.fileSign) }),
  );

  app.post("/api/upload/file", { config: { permission: "upload:add" } }, async (request, reply) => {
    if (!request.isMultipart()) return sendStatus(reply, 415, request.t("http.unsupportedType"));
    const form = await receiveForm(request, {
      maxFileBytes: settings.maxChunkBytes,
      tempPath: () => chunks.tempPath(),
    });
    const file = form.file;
    try {
      if (!file) return refuse(request, "upload.noFile");
      if (file.tooLarge)
        return refuse(request, "upload.chunkTooLarge", {
          size: formatSize(settings.maxChunkBytes),
        });
      const f = form.fields;
      const sign = f.fileSign?.trim() ?? "";
      if (!FILE_SIGN.test(sign)) return badField(request, reply, "fileSign");
      const fileType = f.fileType;
      if (fileType !== "image" && fileType !== "video")
        return refuse(request, "upload.unsupported");
      const totalChunks = intField(f.totalChunks, 1, MAX_CHUNKS);
      if (totalChunks === undefined) return badField(request, reply, "totalChunks");
      const chunkNumber = intField(f.chunkNumber, 0, totalChunks - 1);
      if (chunkNumber === undefined) return badField(request, reply, "chunkNumber");
      const totalChunkSize = intField(f.totalChunkSize, 0, Number.MAX_SAFE_INTEGER);
      if (totalChunkSize === undefined) return badField(request, reply, "totalChunkSize");
      if (totalChunkSize === 0 || file.bytes === 0) return refuse(request, "upload.empty");
      const limit = maxBytesFor(settings, fileType);
      if (totalChunkSize > limit)
        return refuse(
          request,
          fileType === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge",
          { size: formatSize(limit) },
        );
      const chunkSize = intField(f.chunkSize, 1, Number.MAX_SAFE_INTEGER);
      if (chunkSize === undefined) return badField(request, reply, "chunkSize");
      const wrong = checkChunk(
        { chunkNumber, chunkSize, totalChunks, totalChunkSize, bytes: file.bytes },
        settings.maxChunkBytes,
      );
      if (wrong)
        return refuse(request, wrong.key, {
          size: formatSize(
            wrong.key === "upload.chunkTooSmall" ? MIN_CHUNK_BYTES : settings.maxChunkBytes,
          ),
          ...wrong.params,
        });
      const userId = request.auth?.access.userId ?? 0;
      if (!(await service.quota.reserve(userId, sign, chunkNumber, file.bytes)))
        return refuse(request, "upload.quotaExceeded", {
          size: formatSize(settings.userChunkQuotaBytes),
        });
      const accepted = await chunks.accept(sign, chunkNumber, file.path, {
        totalChunks,
        totalChunkSize,
        chunkSize,
        fileType,
      });
      if (accepted === "inconsistent") return refuse(request, "upload.inconsistentChunk");
      return ok({ chunkNumber });
    } finally {
      // After a successful rename there is nothing left here; after a refusal the temp file goes.
      if (file) await fs.promises.rm(file.path, { force: true });
    }
  });

  app.post<{
    Body: {
      fileName: string;
      fileSign: string;
      chunkCount: number;
      /** `image`, `video`, or the file's MIME type as the original client sent it. */
      type: string;
      cate_id?: number;
    };
  }>(
    "/api/upload/mergeData",
    {
      schema: {
        body: {
          type: "object",
          required: ["fileName", "fileSign", "chunkCount", "type"],
          properties: {
            fileName: { type: "string", maxLength: 1000 },
            fileSign: md5Schema,
            chunkCount: { type: "integer", minimum: 1, maximum: MAX_CHUNKS },
            type: { type: "string", maxLength: 100 },
            cate_id: { type: "integer", minimum: 0, maximum: 2147483647 },
          },
        },
      },
      config: { permission: "upload:add" },
    },
    async (request) => {
      const { fileName, fileSign: sign, chunkCount, type } = request.body;
      const cateId = request.body.cate_id ?? 0;
      const declaredType = declaredMediaType(type);
      if (!declaredType) return refuse(request, "upload.unsupported");
      if (!(await categoryExists(service, cateId))) return refuse(request, "upload.cateUnknown");
      return service.withMediaLock(sign, async () => {
        // A merge that lost the race (or a repeated one) answers the record the first one made.
        const existing = await findByMd5(service, sign);
        if (existing) {
          await discard(sign);
          return ok(existing);
        }
        const info = await chunks.info(sign);
        const present = new Set(await chunks.list(sign));
        if (!info || present.size === 0) return refuse(request, "upload.noChunks");
        if (chunkCount !== info.totalChunks) return refuse(request, "upload.chunkCountMismatch");
        const missing: number[] = [];
        for (let n = 0; n < chunkCount; n++) if (!present.has(n)) missing.push(n);
        if (missing.length > 0)
          // Operators count from 1; the protocol's chunk numbers start at 0.
          return refuse(request, "upload.missingChunks", {
            chunks: missing
              .slice(0, 10)
              .map((n) => n + 1)
              .join(", "),
          });
        const sources = await chunks.sources(sign, chunkCount);
        const total = sources.reduce((sum, source) => sum + source.size, 0);
        if (total !== info.totalChunkSize) {
          await discard(sign);
          return refuse(request, "upload.sizeMismatch");
        }
        const result = await storeMedia(service, {
          sources,
          md5: sign,
          declaredType,
          fileName,
          cateId,
          userId: request.auth?.access.userId ?? null,
          ip: request.ip,
        });
        // Whatever the outcome, these chunks are done: stored, or known to be wrong (keep nothing).
        await discard(sign);
        if (!result.ok) return refuse(request, result.message, result.params);
        return ok(result.record);
      });
    },
  );
}
