import type { FastifyInstance } from "fastify";
import { ok } from "../http/envelope.js";
import { categoryExists } from "./categories.js";
import {
  type ChunkKinds,
  completeChunkSet,
  discardChunkSet,
  md5Schema,
  mergeBodySchema,
  receiveChunk,
} from "./chunk-receive.js";
import { declaredMediaType } from "./media-type.js";
import { formatSize, uploadText } from "./messages.js";
import { refuse } from "./replies.js";
import type { UploadService } from "./service.js";
import { maxBytesFor } from "./settings.js";
import { findByMd5, storeMedia } from "./store-media.js";

/** The resumable chunk protocol: duplicate check, resume list, one chunk, merge. */
export async function chunkRoutes(app: FastifyInstance, service: UploadService) {
  const { chunks, settings } = service;
  const discard = (sign: string) => discardChunkSet(service, sign);

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

  const mediaKinds: ChunkKinds = {
    kindOf: (fileType) => (fileType === "image" || fileType === "video" ? fileType : undefined),
    tooLarge(request, kind, bytes) {
      const type = kind === "image" ? "image" : "video";
      const limit = maxBytesFor(settings, type);
      if (bytes <= limit) return undefined;
      return refuse(request, type === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge", {
        size: formatSize(limit),
      });
    },
  };
  app.post("/api/upload/file", { config: { permission: "upload:add" } }, (request, reply) =>
    receiveChunk(service, mediaKinds, request, reply),
  );

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
        body: mergeBodySchema,
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
        const set = await completeChunkSet(service, request, sign, chunkCount);
        if ("refusal" in set) return set.refusal;
        const { sources } = set;
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
