// Starts the built server on a free port with a fresh data folder, for browser and HTTP benchmarks.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export async function startBuiltServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-"));
  const env = { ...process.env, ...extraEnv };
  if (!("DATABASE_URL" in extraEnv)) delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, "packages/admin-app/dist"),
    VITRINE_ADMIN_PASSWORD: env.VITRINE_ADMIN_PASSWORD ?? "Bench-admin-1",
    VITRINE_TEST_PASSWORD: env.VITRINE_TEST_PASSWORD ?? "Bench-test-1",
  });
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("is running at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill("SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Prints one figure as `name: value unit (budget ...) OK|OVER`. */
export function report(name, value, unit, budget, better = "lower") {
  const within = better === "lower" ? value <= budget : value >= budget;
  const shown = Number.isInteger(value) ? value : value.toFixed(2);
  console.log(
    `${name}: ${shown} ${unit} (budget ${better === "lower" ? "<=" : ">="} ${budget} ${unit}) ${within ? "OK" : "OVER"}`,
  );
  return within;
}

/** Chromium for the benchmarks: $CHROMIUM_PATH through scripts/chromium.sh (see there why). */
export const chromiumPath = path.join(root, "scripts/chromium.sh");

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Signs in as `admin` and answers the session token; a refused sign-in stops the bench. */
export async function signInAdmin(url, password) {
  const answer = await fetch(`${url}/api/login/doLogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "admin", password }),
  });
  const json = await answer.json();
  if (json.code !== 0) throw new Error(`signing in as admin failed: ${json.msg ?? answer.status}`);
  return json.data.token;
}
