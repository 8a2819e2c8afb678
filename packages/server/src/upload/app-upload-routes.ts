import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { requireAppUser } from "../app-users/app-auth.js";
import type { Limit } from "../auth/rate-limits.js";
import { fail, ok, sendStatus } from "../http/envelope.js";
import { appUploadText } from "./app-upload-messages.js";
import { storeAppImage } from "./app-upload-store.js";
import { fileSource } from "./chunk-store.js";
import { formatSize } from "./messages.js";
import { receiveForm } from "./multipart.js";
import type { UploadService } from "./service.js";

/** Room for several feedback items of 9 images an hour, yet a bound on what one phone can park. */
export const APP_UPLOAD_LIMIT: Limit = { max: 60, windowMs: 60 * 60_000 };

/**
 * `POST /api/app/upload/image`: the companion app's image upload (feedback photos), one multipart
 * `file` per request, authenticated by the app user's token instead of an operator session. The
 * bytes go to the same media storage as the library's, through the same content sniffing.
 */
export async function appUploadRoutes(app: FastifyInstance, service: UploadService) {
  const { ctx, settings } = service;
  app.post("/api/app/upload/image", { config: { public: true } }, async (request, reply) => {
    const caller = await requireAppUser(ctx, request, reply);
    if (!caller) return reply;
    if (!request.isMultipart()) return sendStatus(reply, 415, request.t("http.unsupportedType"));
    const text = (
      key: Parameters<typeof appUploadText>[1],
      params?: Record<string, string | number>,
    ) => appUploadText(request.locale, key, params);
    // Counted before the bytes are read, so a refused phone costs no disk.
    const taken = await ctx.throttle.limits.take(`appUpload:${caller.appUserId}`, APP_UPLOAD_LIMIT);
    if ("retryAfterMs" in taken)
      return fail(text("appUpload.tooMany", { max: APP_UPLOAD_LIMIT.max }));
    const form = await receiveForm(request, {
      maxFileBytes: settings.maxImageBytes,
      tempPath: () => service.chunks.tempPath(),
      hash: true,
    });
    const file = form.file;
    try {
      if (!file) return fail(text("appUpload.noFile"));
      if (file.tooLarge)
        return fail(text("appUpload.tooLarge", { size: formatSize(settings.maxImageBytes) }));
      if (file.bytes === 0 || !file.md5) return fail(text("appUpload.empty"));
      const stored = await storeAppImage(service, caller.appUserId, {
        source: fileSource(file.path, file.bytes),
        md5: file.md5,
      });
      if (!stored.ok) return fail(text(stored.message, stored.params));
      return ok(stored.image);
    } finally {
      if (file) await fs.promises.rm(file.path, { force: true });
    }
  });
}
