// Issue 38: the same load through HAProxy (the config `npm run cluster` uses) to 1 and then to 3
// server processes on one PostgreSQL, in the same run on the same box: the published 22-component
// page and device heartbeats, each by autocannon with 50 connections for 10 s. Per-process CPU
// shows where the time went. On a 2-core box three processes cannot be faster than one (the load
// generator, HAProxy and PostgreSQL share those cores): the figures say what the proxy costs and
// that nothing fails, not how a bigger machine scales.
// `DATABASE_URL=postgres://... node bench/cluster-scaling.mjs` (needs `npm run build` and HAProxy);
// CLUSTER_BENCH_SECONDS / _CONNECTIONS / _DEVICES change the load. Not in `npm run bench`.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import {
  haproxyBinary,
  renderHaproxyConfig,
  waitForPort,
} from "../scripts/cluster/haproxy-config.mjs";
import { runFleet } from "../scripts/simulate/fleet.mjs";
import { provisionDevices } from "../scripts/simulate/provision.mjs";
import { processCpuMs } from "./lib/process-cpu.mjs";
import { freePort, root, signInAdmin } from "./lib/server.mjs";
import { publishDefaultPage } from "./lib/storefront-seed.mjs";

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 50);
const DEVICES = Number(process.env.CLUSTER_BENCH_DEVICES ?? 500);
// CLUSTER_BENCH_FLEET=30000: also the fleet simulator (every device a heartbeat each 30 s) for
// CLUSTER_BENCH_FLEET_MINUTES (default 2) through the proxy, on 1 and on 3 processes.
const FLEET = Number(process.env.CLUSTER_BENCH_FLEET ?? 0);
const FLEET_MINUTES = Number(process.env.CLUSTER_BENCH_FLEET_MINUTES ?? 2);
const ADMIN_PASSWORD = "Bench-admin-1";

if (!process.env.DATABASE_URL) {
  console.error(
    "cluster-scaling: set DATABASE_URL to a PostgreSQL server (it makes its own database)",
  );
  process.exit(1);
}

async function startProcess(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("is running at") && resolve());
    child.once("exit", (code) => reject(new Error(`a server exited with ${code}`)));
  });
  return { port, child };
}

async function stopAll(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
}

function load(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

/** One load with the CPU each process spent on it. */
async function measure(name, pids, options) {
  const before = pids.map(processCpuMs);
  const result = await load(options);
  const cpu = pids.map((pid, i) => Math.round(processCpuMs(pid) - before[i]));
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpu,
  };
}

async function run(instances, databaseUrl, dataDir, devices, fleet) {
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    VITRINE_TEST_PASSWORD: "Bench-test-1",
  };
  const servers = [];
  for (let i = 0; i < instances; i++) servers.push(await startProcess(env));
  const proxyPort = await freePort();
  const configFile = path.join(dataDir, `haproxy-${instances}.cfg`);
  fs.writeFileSync(
    configFile,
    renderHaproxyConfig({
      bind: `127.0.0.1:${proxyPort}`,
      servers: servers.map((s, i) => ({ name: `s${i + 1}`, host: "127.0.0.1", port: s.port })),
    }),
  );
  const haproxy = spawn(haproxyBinary(), ["-db", "-f", configFile], { stdio: "ignore" });
  await waitForPort("127.0.0.1", proxyPort);
  const url = `http://127.0.0.1:${proxyPort}`;
  // Every process in service before the load starts.
  for (let seen = 0; seen < 50; seen++) {
    const checks = await Promise.all(servers.map(() => fetch(`${url}/api/health`)));
    if (checks.every((c) => c.status === 200)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    const token = await signInAdmin(url, ADMIN_PASSWORD);
    if (devices.length === 0)
      devices.push(
        ...(await provisionDevices(url, {
          count: DEVICES,
          userName: "admin",
          password: ADMIN_PASSWORD,
        })),
      );
    const page = await fetch(`${url}/s/bench`);
    const pagePath = page.status === 200 ? "/s/bench" : await publishDefaultPage(url, token);
    const pids = [...servers.map((s) => s.child.pid), haproxy.pid];
    let next = 0;
    const figures = [
      await measure("public page", pids, {
        url: `${url}${pagePath}`,
        headers: { "accept-encoding": "br" },
      }),
      await measure("heartbeats", pids, {
        url: `${url}/api/device-gateway/heartbeat`,
        method: "POST",
        requests: [
          {
            setupRequest(request) {
              const device = devices[next++ % devices.length];
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  "x-device-serial": device.serial,
                  "x-device-secret": device.secret,
                },
                body: JSON.stringify({ battery: 80, signal: -60 }),
              };
            },
          },
        ],
      }),
    ];
    if (FLEET > 0) {
      if (fleet.length === 0)
        fleet.push(
          ...(await provisionDevices(url, {
            count: FLEET,
            userName: "admin",
            password: ADMIN_PASSWORD,
          })),
        );
      const before = pids.map(processCpuMs);
      const result = await runFleet({
        baseUrl: url,
        devices: fleet,
        minutes: FLEET_MINUTES,
        drainSeconds: 30,
      });
      figures.push({
        name: `fleet of ${FLEET.toLocaleString("en")} (${result.heartbeats.sent} heartbeats in ${result.seconds} s)`,
        rps: Math.round(result.heartbeats.ok / result.seconds),
        p50: Number(result.heartbeats.p50.toFixed(1)),
        p99: Number(result.heartbeats.p99.toFixed(1)),
        failed: result.heartbeats.failed,
        cpu: pids.map((pid, i) => Math.round(processCpuMs(pid) - before[i])),
      });
    }
    return figures;
  } finally {
    haproxy.kill("SIGTERM");
    await stopAll(servers.map((s) => s.child));
  }
}

const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
const name = `vitrine_scaling_${randomBytes(4).toString("hex")}`;
await admin.unsafe(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(process.env.DATABASE_URL);
databaseUrl.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-scaling-"));
try {
  const devices = [];
  const fleet = [];
  const rows = [];
  for (const instances of [1, 3])
    for (const figure of await run(instances, databaseUrl.toString(), dataDir, devices, fleet))
      rows.push({ instances, ...figure });
  console.log(
    `\n${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; ` +
      `${CONNECTIONS} connections for ${SECONDS} s through HAProxy; CPU ms per process (servers…, haproxy)`,
  );
  for (const row of rows)
    console.log(
      `${row.instances} process${row.instances > 1 ? "es" : ""} ${row.name}: ${row.rps} requests/s, ` +
        `p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failed} failed, CPU ${row.cpu.join(" / ")}`,
    );
} finally {
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
