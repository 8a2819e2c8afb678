import type http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { readUploadSettings } from "../upload/settings.js";
import {
  createLocalStorage,
  createS3Bucket,
  createS3Storage,
  type MediaStorage,
} from "../upload/storage/index.js";
import { type ProbeResult, probeStorage } from "../upload/storage/probe.js";

/**
 * A load balancer asks every second or so; the storage probe writes, reads and removes an object,
 * so its verdict is kept this long and the store sees one probe per few seconds per process.
 */
export const STORAGE_PROBE_CACHE_MS = 5_000;

/** Servers told to shut down: their health answers 503 at once so the proxy takes them out. */
const drainingServers = new WeakSet<http.Server>();

/**
 * Marks the app as draining (graceful shutdown has begun). Kept by its HTTP server, which every
 * encapsulated Fastify scope shares, so the route sees it whichever scope registered it.
 */
export function markDraining(app: FastifyInstance) {
  drainingServers.add(app.server);
}

/** The media store the upload routes use, built from the same settings (S3 or the local folder). */
function mediaStorage(ctx: ServerContext): MediaStorage {
  const settings = readUploadSettings(ctx.env);
  if (settings.s3) return createS3Storage(createS3Bucket(settings.s3));
  return createLocalStorage(path.join(ctx.dataDir, "uploads"));
}

/** A probe result kept for STORAGE_PROBE_CACHE_MS; concurrent checks share one probe in flight. */
export function cachedStorageProbe(storage: MediaStorage, clock: () => number) {
  let last: { at: number; result: Promise<ProbeResult> } | undefined;
  return () => {
    const at = clock();
    if (!last || at - last.at >= STORAGE_PROBE_CACHE_MS)
      last = { at, result: probeStorage(storage) };
    return last.result;
  };
}

/**
 * `GET /api/health`: public and never cached, for load balancers and process managers. 200 when
 * the database answers a query and the media store passes its probe; 503 naming what failed, or
 * "draining" once shutdown has begun. Failure details go to the log, not to the caller: the answer
 * is public and an error text may name hosts or buckets.
 */
export async function healthRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  clock: () => number = () => Date.now(),
) {
  const probe = cachedStorageProbe(mediaStorage(ctx), clock);
  app.get("/api/health", { config: { public: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (drainingServers.has(request.server.server))
      return reply.code(503).send({ status: "draining" });
    const [database, storage] = await Promise.all([
      ctx.db.execute(sql`select 1`).then(
        () => "ok" as const,
        (error: unknown) => {
          request.log.error({ err: error }, "health: the database did not answer");
          return "failed" as const;
        },
      ),
      probe().then((result) => {
        if (result.ok) return "ok" as const;
        request.log.error({ step: result.failedStep, detail: result.detail }, "health: storage");
        return "failed" as const;
      }),
    ]);
    const healthy = database === "ok" && storage === "ok";
    return reply
      .code(healthy ? 200 : 503)
      .send({ status: healthy ? "ok" : "unavailable", database, storage });
  });
}
