import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createApp } from "./app.js";
import type { ServerConfig } from "./config.js";
import { makeDataFolderPrivate, restrictDataFolder } from "./db/data-folder.js";
import { openDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { seedIfEmpty } from "./seed/seed.js";

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

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
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      restrictDataFolder(config.dataDir);
    },
  };
}
