import path from "node:path";
import { RECORD_RESOURCES } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import { createApp } from "./app.js";
import type { ServerConfig } from "./config.js";
import { makeDataFolderPrivate, restrictDataFolder } from "./db/data-folder.js";
import { openDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { addRecordMenus } from "./modules/records/menus.js";
import { markDraining } from "./routes/health.js";
import { seedIfEmpty } from "./seed/seed.js";

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /**
   * Graceful shutdown: health answers "draining" and, for `drainDelayMs`, the process still serves
   * everything so the proxy's checks take it out first; then the listener closes, requests in flight finish
   * (those still running after `graceMs` are cut), sockets are told to reconnect (1012), buffers
   * are flushed (the app's onClose hooks), then the database closes.
   */
  close(options?: { graceMs?: number; drainDelayMs?: number }): Promise<void>;
}

/** How long shutdown waits for requests in flight by default (a proxy's own timeout is longer). */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Opens the database, migrates, seeds on first start, and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // Before anything writes there: the database files, uploads and generated passwords are private.
  makeDataFolderPrivate(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
  });
  restrictDataFolder(config.dataDir);
  await migrate(database);
  await seedIfEmpty(database.db, {
    adminPassword: config.adminPassword,
    testPassword: config.testPassword,
    dataDir: config.dataDir,
  });
  // A database seeded before a record resource was declared gets its screen (the seed gave a new one).
  await addRecordMenus(database, RECORD_RESOURCES);
  const app = await createApp({
    database,
    dataDir: config.dataDir,
    sessionTtlMinutes: config.sessionTtlMinutes,
    staticDir: config.staticDir,
    production: config.production,
    logger: { level: process.env.LOG_LEVEL || "warn" },
  });
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  let closed = false;
  return {
    app,
    url: `http://${shownHost}:${config.port}`,
    async close({ graceMs = SHUTDOWN_GRACE_MS, drainDelayMs = config.drainDelayMs } = {}) {
      if (closed) return;
      closed = true;
      markDraining(app);
      // Closing a kept-alive idle connection races a request the proxy may be sending on it at
      // that instant: the proxy gets no answer and cannot tell whether the write ran, so it fails
      // the request (seen as 1-2 lost of ~130 in a burst). Serving on until the proxy's health
      // checks have marked this process down means no request is on its way when the sockets go.
      if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      // Fastify stops listening, closes idle keep-alive connections and waits for the busy ones;
      // a request that hangs must not keep the process (and its flushes) from ending.
      const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
      // A keep-alive connection whose request ends during the drain turns idle only then; closing
      // the idle ones often lets the process go at once instead of after the keep-alive timeout.
      const reap = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
        clearInterval(reap);
      }
      await database.close();
      restrictDataFolder(config.dataDir);
    },
  };
}
