import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, readConfig, type ServerConfig } from "./config.js";
import { DataFolderError } from "./db/data-folder.js";
import { checkOrderSettings } from "./orders/order-config.js";
import { startServer } from "./start.js";

// The built admin app sits beside this package in the monorepo unless STATIC_DIR says otherwise.
const here = path.dirname(fileURLToPath(import.meta.url));
/** The settings, or the operator told which one to fix (a stack trace would not say more). */
function readSettings(): ServerConfig {
  try {
    checkOrderSettings(process.env);
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const config = readSettings();
const defaultStatic = path.resolve(here, "../../admin-app/dist");
if (!config.staticDir && fs.existsSync(defaultStatic)) config.staticDir = defaultStatic;

const server = await startServer(config).catch((error: unknown) => {
  // A refused data folder is the operator's to fix: the message says what to do, a stack would not.
  if (error instanceof DataFolderError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
console.log(`Vitrine is running at ${server.url}`);
console.log(
  `Data: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : path.join(config.dataDir, "pglite")}`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: closing the server and the database...`);
  try {
    // SHUTDOWN_GRACE_MS: how long requests in flight may still run (default SHUTDOWN_GRACE_MS).
    const grace = process.env.SHUTDOWN_GRACE_MS
      ? Number(process.env.SHUTDOWN_GRACE_MS)
      : Number.NaN;
    await server.close(Number.isFinite(grace) && grace >= 0 ? { graceMs: grace } : {});
    console.log("Stopped.");
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
