import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { ok, sendStatus } from "../http/envelope.js";
import { categoryExists } from "./categories.js";
import { fileSource } from "./chunk-store.js";
import { intField } from "./form-fields.js";
import { declaredMediaType } from "./media-type.js";
import { formatSize, uploadText } from "./messages.js";
import { receiveForm } from "./multipart.js";
import { badField, refuse } from "./replies.js";
import type { UploadService } from "./service.js";
import { storeMedia } from "./store-media.js";

const MAX_INT = 2147483647;

/**
 * `uploadFile`: a small file in one multipart request (`file`, optional `type` and `cate_id`),
 * through the same checks as a merge: the bytes decide the type, the type's limit holds, an MD5
 * already stored answers its record, and the category must exist.
 */
export async function singleRoutes(app: FastifyInstance, service: UploadService) {
  const { settings } = service;
  // The type field may come after the file, so the stream is cut at the larger limit; the file's
  // own type limit is checked once its bytes are known.
  const streamLimit = Math.max(settings.maxImageBytes, settings.maxVideoBytes);

  app.post(
    "/api/upload/uploadFile",
    { config: { permission: "upload:add" } },
    async (request, reply) => {
      if (!request.isMultipart()) return sendStatus(reply, 415, request.t("http.unsupportedType"));
      const form = await receiveForm(request, {
        maxFileBytes: streamLimit,
        tempPath: () => service.chunks.tempPath(),
        hash: true,
      });
      const file = form.file;
      try {
        if (!file) return refuse(request, "upload.noFile");
        const f = form.fields;
        let declaredType: "image" | "video" | undefined;
        if (f.type !== undefined && f.type !== "") {
          declaredType = declaredMediaType(f.type);
          if (!declaredType) return refuse(request, "upload.unsupported");
        }
        if (file.tooLarge) {
          const type = declaredType ?? "video";
          return refuse(
            request,
            type === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge",
            {
              size: formatSize(streamLimit),
            },
          );
        }
        const cateId =
          f.cate_id === undefined || f.cate_id === "" ? 0 : intField(f.cate_id, 0, MAX_INT);
        if (cateId === undefined) return badField(request, reply, "cate_id");
        if (!(await categoryExists(service, cateId))) return refuse(request, "upload.cateUnknown");
        if (file.bytes === 0 || !file.md5) return refuse(request, "upload.empty");
        const md5 = file.md5;
        const result = await service.withMediaLock(md5, () =>
          storeMedia(service, {
            sources: [fileSource(file.path, file.bytes)],
            md5,
            declaredType,
            fileName: f.fileName ?? file.filename,
            cateId,
            userId: request.auth?.access.userId ?? null,
            ip: request.ip,
          }),
        );
        if (!result.ok) return refuse(request, result.message, result.params);
        if (result.existed) return ok(result.record, uploadText(request.locale, "upload.exists"));
        return ok(result.record);
      } finally {
        if (file) await fs.promises.rm(file.path, { force: true });
      }
    },
  );
}
