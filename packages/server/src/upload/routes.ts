import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { chunkRoutes } from "./chunk-routes.js";
import { editorRoutes } from "./editor-routes.js";
import { libraryRoutes } from "./library-routes.js";
import { serveFiles } from "./serve-files.js";
import { createUploadService } from "./service.js";

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
    await serveFiles(scope, service);
  });

  // Chunk sets nobody finished are swept at start and then every hour.
  const sweep = () =>
    service.chunks.removeAbandoned(service.settings.chunkTtlMs).catch((error: unknown) => {
      app.log.warn({ err: error }, "could not sweep abandoned upload chunks");
    });
  void sweep();
  const timer = setInterval(sweep, HOUR);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
