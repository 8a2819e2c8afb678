import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createApp } from "../app.js";
import type { TestServer } from "../testing/test-server.js";

export const SHELL_HTML = "<!doctype html><title>vitrine shell</title><div id=root></div>";

export interface AppWithShell {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A second app on the test server's database, built as production builds it: with the admin app's
 * files (a stand-in index.html and one asset), so its static routes and the client-side-route
 * fallback are among the routes asked.
 */
export async function startAppWithShell(server: TestServer): Promise<AppWithShell> {
  const staticDir = fs.mkdtempSync(path.join(server.dataDir, "shell-"));
  fs.mkdirSync(path.join(staticDir, "assets"));
  fs.writeFileSync(path.join(staticDir, "index.html"), SHELL_HTML);
  fs.writeFileSync(path.join(staticDir, "assets", "app-1234.js"), "console.log('app')");
  const app = await createApp({
    database: server.database,
    dataDir: server.dataDir,
    staticDir,
    now: () => server.clock.now,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => app.close(),
  };
}
