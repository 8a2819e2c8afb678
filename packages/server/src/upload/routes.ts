import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { appUploadRoutes } from "./app-upload-routes.js";
import { chunkRoutes } from "./chunk-routes.js";
import { directRoutes } from "./direct-routes.js";
import { editorRoutes } from "./editor-routes.js";
import { firmwareUploadRoutes } from "./firmware-routes.js";
import { libraryRoutes } from "./library-routes.js";
import { serveFiles } from "./serve-files.js";
import { createUploadService } from "./service.js";
import { singleRoutes } from "./single-routes.js";
import { LEFTOVER_IDLE_MS, sweepUploads } from "./sweep.js";

const HOUR = 3_600_000;

/** Upload API of issue 4 (spec section 7) and the stored files under /uploads. */
export async function uploadRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const service = createUploadService(ctx);

  // Multipart parsing exists only in this scope, for the upload calls.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    await chunkRoutes(scope, service);
    await libraryRoutes(scope, service);
    await editorRoutes(scope, service);
    await singleRoutes(scope, service);
    await directRoutes(scope, service);
    await firmwareUploadRoutes(scope, service);
    await appUploadRoutes(scope, service);
    await serveFiles(scope, service);
  });

  // Chunk sets nobody finished and leftovers of merges that died are swept at start, then hourly.
  const startedAt = Date.now();
  const sweep = async (leftoversBeforeMs: number) => {
    try {
      await sweepUploads(service, Date.now(), leftoversBeforeMs);
    } catch (error) {
      app.log.warn({ err: error }, "could not sweep upload leftovers");
    }
  };
  // The sweep in flight is awaited on close, so it never queries a database already closed.
  let running = sweep(startedAt);
  const timer = setInterval(() => {
    running = running.then(() => sweep(Date.now() - LEFTOVER_IDLE_MS));
  }, HOUR);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
