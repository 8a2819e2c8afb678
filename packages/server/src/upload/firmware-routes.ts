import type { FastifyInstance } from "fastify";
import { hasPermission } from "../auth/access.js";
import { deviceTranslator } from "../devices/messages.js";
import { fail, ok, sendStatus } from "../http/envelope.js";
import {
  type ChunkKinds,
  completeChunkSet,
  discardChunkSet,
  md5Schema,
  mergeBodySchema,
  receiveChunk,
} from "./chunk-receive.js";
import {
  attachment,
  findFirmwareFile,
  firmwareMaxBytes,
  storeFirmwareFile,
  toFirmwareRecord,
} from "./firmware-files.js";
import { formatSize } from "./messages.js";
import { refuse } from "./replies.js";
import { sendStored } from "./serve-files.js";
import type { UploadService } from "./service.js";

/** Who may send a firmware file: whoever may add or edit upgrade packages, the file's only use. */
const UPLOADERS = ["firmware:add", "firmware:edit"];

/**
 * The upgrade packages' files (issue 22): the chunked uploader's four calls under
 * /api/firmware/upload/ (duplicate check, resume list, chunk, merge) for kind `firmware` only, and
 * the download. The bytes share the chunk area and the storage with the media library, but not its
 * table, its checks or its /uploads/ route: a firmware file is opaque bytes, sent as an attachment.
 */
export async function firmwareUploadRoutes(app: FastifyInstance, service: UploadService) {
  const { ctx } = service;
  const limit = firmwareMaxBytes(ctx.env);
  const kinds: ChunkKinds = {
    kindOf: (fileType) => (fileType === "firmware" ? "firmware" : undefined),
    tooLarge: (request, _kind, bytes) =>
      bytes > limit
        ? fail(
            deviceTranslator(request.locale)("firmwareFile.tooLarge", { size: formatSize(limit) }),
          )
        : undefined,
  };

  await app.register(async (scope) => {
    // After the app's session check (a parent hook): the permission is one of two buttons.
    scope.addHook("onRequest", async (request, reply) => {
      const access = request.auth?.access;
      if (!access || !UPLOADERS.some((permission) => hasPermission(access, permission)))
        return sendStatus(reply, 403, deviceTranslator(request.locale)("firmwareFile.forbidden"));
    });

    scope.post<{ Body: { fileMd5: string } }>(
      "/api/firmware/upload/getUploadFile",
      {
        schema: {
          body: { type: "object", required: ["fileMd5"], properties: { fileMd5: md5Schema } },
        },
      },
      async (request) => {
        const row = await findFirmwareFile(ctx.db, request.body.fileMd5);
        return row ? ok({ is_true: true, file: toFirmwareRecord(row) }) : ok({ is_true: false });
      },
    );

    scope.post<{ Body: { fileSign: string } }>(
      "/api/firmware/upload/getCheckChunkFile",
      {
        schema: {
          body: { type: "object", required: ["fileSign"], properties: { fileSign: md5Schema } },
        },
      },
      async (request) => ok({ uploaded: await service.chunks.list(request.body.fileSign) }),
    );

    scope.post("/api/firmware/upload/file", (request, reply) =>
      receiveChunk(service, kinds, request, reply),
    );

    scope.post<{ Body: { fileName: string; fileSign: string; chunkCount: number; type: string } }>(
      "/api/firmware/upload/mergeData",
      {
        schema: {
          body: mergeBodySchema,
        },
      },
      async (request) => {
        const { fileName, fileSign: sign, chunkCount, type } = request.body;
        if (type !== "firmware") return refuse(request, "upload.unsupported");
        const t = deviceTranslator(request.locale);
        return service.withMediaLock(sign, async () => {
          // A merge that lost the race (or a repeated one) answers the file the first one stored.
          const existing = await findFirmwareFile(ctx.db, sign);
          if (existing) {
            await discardChunkSet(service, sign);
            return ok(toFirmwareRecord(existing));
          }
          const set = await completeChunkSet(service, request, sign, chunkCount);
          if ("refusal" in set) return set.refusal;
          if (set.info.fileType !== "firmware") return fail(t("firmwareFile.notFirmware"));
          const stored = await storeFirmwareFile(service, {
            sources: set.sources,
            md5: sign,
            fileName,
            userId: request.auth?.access.userId ?? null,
          });
          // Stored, or known to be wrong: either way these chunks are done.
          await discardChunkSet(service, sign);
          if (stored === "md5Mismatch") return refuse(request, "upload.md5Mismatch");
          return ok(toFirmwareRecord(stored));
        });
      },
    );
  });

  // Public like the media files: devices fetch it with the URL their heartbeat answer gave.
  app.route<{ Params: { md5: string } }>({
    method: ["GET", "HEAD"],
    url: "/api/firmware/file/:md5",
    config: { public: true },
    schema: { params: { type: "object", properties: { md5: md5Schema } } },
    handler: async (request, reply) => {
      const row = await findFirmwareFile(ctx.db, request.params.md5);
      const size = row ? await service.storage.size(row.storageKey) : undefined;
      if (!row || size === undefined) return sendStatus(reply, 404, request.t("http.notFound"));
      const etag = `"${row.md5}"`;
      reply
        .header("content-type", "application/octet-stream")
        .header("content-disposition", attachment(row.fileName))
        .header("x-content-type-options", "nosniff")
        .header("accept-ranges", "bytes")
        .header("etag", etag)
        .header("cache-control", "public, max-age=31536000, immutable");
      return sendStored(request, reply, service, row.storageKey, size, etag);
    },
  });
}
