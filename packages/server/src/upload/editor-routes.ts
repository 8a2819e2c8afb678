import fs from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, sendStatus } from "../http/envelope.js";
import { fileSource } from "./chunk-store.js";
import { formatSize, type UploadMessageKey, uploadText } from "./messages.js";
import { receiveForm } from "./multipart.js";
import type { UploadService } from "./service.js";
import { maxBytesFor } from "./settings.js";
import { type StoreResult, storeMedia } from "./store-media.js";

type Outcome =
  | { ok: true; url: string; fileName: string }
  | { ok: false; message: UploadMessageKey; params?: Record<string, string | number> };

/**
 * Whole-file uploads in one request (the rich-text editor and the mini shop): the file streams to a
 * temp file while it is hashed, then goes through the same checks and storage as a merge.
 */
export async function editorRoutes(app: FastifyInstance, service: UploadService) {
  async function receiveWhole(request: FastifyRequest, type: "image" | "video"): Promise<Outcome> {
    const limit = maxBytesFor(service.settings, type);
    const form = await receiveForm(request, {
      maxFileBytes: limit,
      tempPath: () => service.chunks.tempPath(),
      hash: true,
    });
    const file = form.file;
    const tooLarge: UploadMessageKey =
      type === "image" ? "upload.imageTooLarge" : "upload.videoTooLarge";
    if (!file) return { ok: false, message: "upload.noFile" };
    try {
      if (file.tooLarge)
        return { ok: false, message: tooLarge, params: { size: formatSize(limit) } };
      if (file.bytes === 0 || !file.md5) return { ok: false, message: "upload.empty" };
      const md5 = file.md5;
      const result: StoreResult = await service.withMediaLock(md5, () =>
        storeMedia(service, {
          sources: [fileSource(file.path, file.bytes)],
          md5,
          declaredType: type,
          fileName: file.filename,
          cateId: 0,
          userId: request.auth?.access.userId ?? null,
          ip: request.ip,
        }),
      );
      if (!result.ok) {
        // The image entry points tell the operator plainly that only pictures go there.
        const wrongKind =
          result.message === "upload.unsupported" || result.message === "upload.typeMismatch";
        if (type === "image" && wrongKind) return { ok: false, message: "upload.notImage" };
        return result;
      }
      return { ok: true, url: result.record.url, fileName: result.record.fileName };
    } finally {
      await fs.promises.rm(file.path, { force: true });
    }
  }

  // The avatar is every signed-in user's own picture (after-sale staff hold no upload grant), so
  // that entry point asks only for a session; it stores through the same checks as the others.
  for (const [path, type, permission] of [
    ["/api/upload/wang_image", "image", "upload:add"],
    ["/api/upload/wang_video", "video", "upload:add"],
    ["/api/upload/avatar", "image", undefined],
  ] as const) {
    app.post(path, { config: permission ? { permission } : {} }, async (request, reply) => {
      if (!request.isMultipart()) return sendStatus(reply, 415, request.t("http.unsupportedType"));
      const outcome = await receiveWhole(request, type);
      if (!outcome.ok)
        return {
          code: 1,
          msg: uploadText(request.locale, outcome.message, outcome.params),
          data: null,
        };
      return ok({ url: outcome.url, alt: outcome.fileName, href: "" });
    });
  }

  app.post(
    "/api/upload/miniShop",
    { config: { permission: "upload:add" } },
    async (request, reply) => {
      if (!request.isMultipart()) return sendStatus(reply, 415, request.t("http.unsupportedType"));
      const outcome = await receiveWhole(request, "image");
      if (!outcome.ok)
        return {
          code: 1,
          msg: uploadText(request.locale, outcome.message, outcome.params),
          success: false,
          data: null,
        };
      return { code: 0, msg: "ok", success: true, data: { src: outcome.url } };
    },
  );
}
