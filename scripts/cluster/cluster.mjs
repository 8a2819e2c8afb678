// `npm run cluster -- --instances N [--port P]`: N Vitrine processes on one PostgreSQL and one media
// store behind HAProxy, as docs/DEPLOYMENT.md describes for production. Prints the one address to
// open; Ctrl+C (or SIGTERM) drains the servers, then stops HAProxy and the throwaway PostgreSQL.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { buildMissing, missingBuilds, root } from "../build-missing.mjs";
import { startHaproxy } from "./haproxy-config.mjs";
import { startThrowawayPostgres } from "./postgres.mjs";
import { startS3rver } from "./s3rver.mjs";

const { values } = parseArgs({
  options: { instances: { type: "string", default: "3" }, port: { type: "string" } },
});
const instances = Number(values.instances);
const proxyPort = Number(values.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(instances) || instances < 1 || instances > 64) {
  console.error(`--instances must be a whole number from 1 to 64, got "${values.instances}"`);
  process.exit(2);
}
if (!Number.isInteger(proxyPort) || proxyPort < 1 || proxyPort > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

// Media and chunk sets go through one S3 server, so the processes share no folder: each has its
// own under this one (s1, s2...; s1's holds the first start's credentials file), as on separate
// machines. Without STORAGE=s3 and a bucket of yours, an s3rver keeps the bucket in `s3rver/`.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "data/cluster");
fs.mkdirSync(dataDir, { recursive: true });

const builds = missingBuilds();
if (builds.length > 0) {
  console.log(`Building ${builds.length} packages first (a few minutes)...`);
  buildMissing({ logFile: path.join(dataDir, "build.log"), builds });
}

let postgres;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = startThrowawayPostgres({ port: await freePort() });
  databaseUrl = postgres.url;
  console.log(`PostgreSQL: a throwaway cluster in ${postgres.dir} (removed on exit)`);
} else console.log("PostgreSQL: DATABASE_URL");
let s3rver;
let s3Env = {};
if (process.env.STORAGE === "s3") console.log(`Media: S3 bucket ${process.env.S3_BUCKET}`);
else {
  const dir = path.join(dataDir, "s3rver");
  fs.mkdirSync(dir, { recursive: true });
  // Its own process group, like the servers': Ctrl+C must not take the store away mid-drain.
  s3rver = await startS3rver({ dir, port: await freePort(), detached: true });
  s3Env = s3rver.env;
  console.log(`Media: s3rver at ${s3rver.url}, bucket ${s3Env.S3_BUCKET} in ${dir}`);
}

// The development payment provider signs its pages with this key, random per process when unset:
// one key for all, so a page signed by one process is accepted by whichever the proxy picks.
const paymentDevSecret =
  process.env.VITRINE_PAYMENT_DEV_SECRET || randomBytes(32).toString("base64");

const servers = [];
/** Starts process `index` and resolves once it says it is running; its lines are prefixed. */
async function startServer(index) {
  const port = await freePort();
  const name = `s${index + 1}`;
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      ...s3Env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, name),
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      // Serve on after SIGTERM until HAProxy's checks have taken the process out (haproxy.cfg.template).
      VITRINE_DRAIN_DELAY_MS: process.env.VITRINE_DRAIN_DELAY_MS ?? "4000",
      VITRINE_PAYMENT_DEV_SECRET: paymentDevSecret,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: Ctrl+C reaches this script only, which drains the servers before
    // it stops the proxy, in that order.
    detached: true,
  });
  const server = { name, port, child, exited: new Promise((r) => child.once("exit", r)) };
  servers.push(server);
  await new Promise((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr])
      readline.createInterface({ input: stream }).on("line", (line) => {
        console.log(`[${name}] ${line}`);
        if (line.includes("is running at")) resolve();
      });
    child.once("exit", (code) => {
      if (!stopping) console.log(`[${name}] exited (${code})`);
      reject(new Error(`${name} exited (${code}) before it was running`));
    });
  });
  return server;
}

let stopping = false;
let haproxy;
// Written from the template at start, removed at the end.
const configFile = path.join(os.tmpdir(), `vitrine-haproxy-${process.pid}.cfg`);
async function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: draining ${servers.length} servers, then stopping HAProxy...`);
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  if (haproxy && haproxy.child.exitCode === null) {
    haproxy.child.kill("SIGUSR1"); // soft stop: lets the last answers through
    await haproxy.exited;
  }
  await s3rver?.stop();
  postgres?.stop();
  fs.rmSync(configFile, { force: true });
  console.log("Stopped.");
  process.exit(exitCode);
}
// Should this script die some other way, it takes its processes with it.
process.on("exit", () => {
  for (const { child } of [...servers, ...(haproxy ? [haproxy] : []), ...(s3rver ? [s3rver] : [])])
    if (child.exitCode === null) child.kill("SIGTERM");
  postgres?.stop();
});
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

try {
  // The first process migrates and seeds an empty database; the others start once it has.
  await startServer(0);
  await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startServer(i + 1)));
  haproxy = await startHaproxy({
    file: configFile,
    bind: `:${proxyPort}`,
    servers: servers.map(({ name, port }) => ({ name, host: "127.0.0.1", port })),
    host: "127.0.0.1",
    port: proxyPort,
  });
  console.log(
    `\nVitrine: ${instances} processes behind HAProxy (config ${configFile}).\nOpen http://localhost:${proxyPort}  (Ctrl+C stops everything)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop("error", 1);
}
