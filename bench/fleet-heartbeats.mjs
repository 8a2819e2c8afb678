// The fleet load of issue 22: 10,000 simulated devices, each sending a heartbeat every 30 s (about
// 333 calls/s), for 5 minutes against one server on PostgreSQL, with one back-office operator on
// the live line (a WebSocket watching 20 devices, as the live view does). Figures: heartbeat p50/p99
// (target p99 under 50 ms), failures, heartbeat rows stored against heartbeats answered (none may be
// lost), the server's CPU and memory, and the events the operator received.
// `DATABASE_URL=postgres://... node bench/fleet-heartbeats.mjs` (needs `npm run build -w @vitrine/server`);
// FLEET_DEVICES, FLEET_MINUTES, FLEET_INTERVAL change the load. It makes a database of its own and
// drops it afterwards. Not in `npm run bench` (it runs for minutes): see docs/PERFORMANCE.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { runFleet } from "../scripts/simulate/fleet.mjs";
import { provisionDevices } from "../scripts/simulate/provision.mjs";
import { namedProcessesCpuMs, processCpuMs } from "./lib/process-cpu.mjs";
import { freePort, report, root, signInAdmin } from "./lib/server.mjs";

const DEVICES = Number(process.env.FLEET_DEVICES ?? 10_000);
const MINUTES = Number(process.env.FLEET_MINUTES ?? 5);
const INTERVAL = Number(process.env.FLEET_INTERVAL ?? 30);
const ADMIN_PASSWORD = "Bench-admin-1";

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("is running at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** The operator's live line: signed in, watching 20 devices, counting what arrives. */
async function operator(url, watch) {
  const token = await signInAdmin(url, ADMIN_PASSWORD);
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/ws`);
  const received = {};
  await new Promise((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token }));
    socket.onerror = () => reject(new Error("the live line failed"));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      received[message.type] = (received[message.type] ?? 0) + 1;
      if (message.type === "ready") {
        socket.send(JSON.stringify({ type: "watch", deviceIds: watch }));
        resolve();
      }
    };
  });
  return { received, close: () => socket.close() };
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log("DATABASE_URL is not set: the fleet bench runs on PostgreSQL only, skipped.");
} else {
  const name = `vitrine_bench_fleet_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-fleet-"));
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    });
    try {
      const started = performance.now();
      const devices = await provisionDevices(server.url, {
        count: DEVICES,
        userName: "admin",
        password: ADMIN_PASSWORD,
      });
      console.log(
        `  imported ${DEVICES.toLocaleString("en")} devices in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const live = await operator(
        server.url,
        devices.slice(0, 20).map((d) => d.id),
      );

      const samples = [];
      const cpuBefore = {
        server: processCpuMs(server.pid),
        database: namedProcessesCpuMs("postgres"),
      };
      const wallBefore = performance.now();
      const sampler = setInterval(() => samples.push(rssMb(server.pid)), 5_000);
      // Ctrl-C ends the load early; the figures so far are printed and the database dropped.
      const stop = new AbortController();
      process.once("SIGINT", () => stop.abort());
      const result = await runFleet({
        signal: stop.signal,
        baseUrl: server.url,
        devices,
        minutes: MINUTES,
        intervalSeconds: INTERVAL,
        onProgress: (now) =>
          console.log(
            `  ${now.seconds}s: ${now.heartbeats.ok}/${now.heartbeats.sent} ok, p99 ${now.heartbeats.p99.toFixed(1)} ms, server RSS ${rssMb(server.pid).toFixed(0)} MB`,
          ),
        progressSeconds: 30,
      });
      clearInterval(sampler);
      const wallMs = performance.now() - wallBefore;
      const serverCpu = processCpuMs(server.pid) - cpuBefore.server;
      const databaseCpu = namedProcessesCpuMs("postgres") - cpuBefore.database;

      // Heartbeats are written in batches every 500 ms: wait until the count stops moving.
      let rows = -1;
      for (let i = 0; i < 20; i++) {
        const [{ n }] = await db`SELECT count(*)::int AS n FROM device_heartbeats`;
        if (n === rows && n >= result.heartbeats.ok) break;
        rows = n;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      live.close();

      const h = result.heartbeats;
      console.log(
        `  heartbeats: sent ${h.sent}, ok ${h.ok}, failed ${h.failed}; rows stored ${rows}; p50 ${h.p50.toFixed(2)} ms, p90 ${h.p90.toFixed(2)} ms, p99 ${h.p99.toFixed(2)} ms, max ${h.max.toFixed(1)} ms`,
      );
      console.log(
        `  server CPU ${((serverCpu / wallMs) * 100).toFixed(0)}% of one core on average (${(serverCpu / Math.max(1, h.ok)).toFixed(2)} ms a heartbeat answered); PostgreSQL ${databaseCpu >= 0 ? `${((databaseCpu / wallMs) * 100).toFixed(0)}%` : "n/a (connections of other programs ended meanwhile)"}; server RSS ${Math.min(...samples).toFixed(0)}-${Math.max(...samples).toFixed(0)} MB; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
      );
      console.log(
        `  the operator's live line received: ${JSON.stringify(live.received)}; scheduler at most ${result.schedulerLateMs} ms late`,
      );
      if (Object.keys(result.failures).length > 0)
        console.log(`  failures: ${JSON.stringify(result.failures)}`);
      const label = `fleet heartbeats, ${DEVICES.toLocaleString("en")} devices every ${INTERVAL} s for ${MINUTES} min (PostgreSQL)`;
      report(`${label} p99`, Number(h.p99.toFixed(2)), "ms", 50);
      report(`${label} lost`, Math.max(h.ok - rows, 0), "heartbeats", 0);
      report(`${label} failed`, h.failed, "calls", 0);
    } finally {
      await server.stop();
    }
  } finally {
    await db.end();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
