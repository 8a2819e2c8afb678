// Starts the real built server for the browser tests: a fresh data folder (PGlite), known passwords,
// and the built admin app. Playwright stops it when the run ends.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-e2e-"));
const env = { ...process.env };
delete env.DATABASE_URL; // always a fresh embedded database, even on the PostgreSQL CI pass
Object.assign(env, {
  PORT: process.env.E2E_PORT ?? "18090",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  STATIC_DIR: process.env.E2E_STATIC_DIR ?? path.join(root, "packages/admin-app/dist"),
  VITRINE_ADMIN_PASSWORD: "E2e-admin-pass-1",
  VITRINE_TEST_PASSWORD: "E2e-test-pass-1",
  VITRINE_DEV_SMS: "1",
});
const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
  env,
  stdio: "inherit",
});
const stop = (signal) => server.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
