// `index` of a generic module over 100,000 rows with a filter and a sort, page size 20, at 32
// concurrent connections: p50 and p99 on PGlite, and on PostgreSQL when DATABASE_URL is set.
// Budget (issue 7): p99 under 50 ms on PostgreSQL. The PGlite budget is ours: one embedded
// single-threaded database serving 32 clients at once queues them, so it is looser.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openDatabase, seedIfEmpty } from "@vitrine/server";
import postgres from "postgres";
import { openHttpConnection } from "./lib/http-connection.mjs";
import { namedProcessesCpuMs, processCpuMs } from "./lib/process-cpu.mjs";
import { freePort, percentile, report, root, signInAdmin } from "./lib/server.mjs";

const ROWS = 100_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** `pglite` or `postgres` measures one database only (both by default). */
const ONLY = process.env.MODULES_BENCH_DB;
/**
 * Enough for V8 to optimise the server's hot paths and for the 32 first requests, sent at once, to
 * stop arriving in a clump: with 256 the slowest 1% were all in the timed run's first 300 ms.
 */
const WARMUP = 3_200;
const REQUESTS = 6_400;
const ADMIN_PASSWORD = "Bench-admin-1";

/** Fills operation_logs with ROWS rows in one statement: five actions, eight modules, 50 users. */
const FILL = `
INSERT INTO operation_logs (user_id, username, module, action, ids, ip, summary, created_at)
SELECT 1 + i % 50, 'user' || (i % 50),
       (ARRAY['user','role','menu','dept','dic','organize','config','goods'])[1 + i % 8],
       (ARRAY['add','edit','del','status','profile'])[1 + i % 5],
       i::text, '10.0.' || (i % 250) || '.' || (i % 200),
       'name: "row ' || i || '" → "row ' || (i + 1) || '"',
       now() - make_interval(secs => i * 30)
FROM generate_series(1, ${ROWS}) AS s(i);`;

async function prepare(options) {
  const database = await openDatabase(options);
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: ADMIN_PASSWORD, testPassword: "Bench-test-1" });
  await database.runScript(FILL);
  // As autovacuum would after a bulk load: statistics, and a visibility map for index-only counts.
  await database.runScript("VACUUM ANALYZE operation_logs");
  await database.close();
}

async function startServer(env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, such as --cpu-prof to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, "packages/server/dist/main.js")],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
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

/**
 * 32 clients, each on its own kept-alive connection, sending its next request as soon as the previous
 * answer arrives. The first WARMUP requests are not timed, and the same connections go on into the
 * timed ones: timing starts in the steady state, not with 32 new connections each sending at once
 * (that burst queues every first request behind the others; it is reported on its own).
 * `onMeasureStart` runs when the first timed request is sent.
 */
async function load(url, token, { warmup, total, onMeasureStart }) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const times = [];
  const firstOnConnection = [];
  let sent = 0;
  let failures = 0;
  const client = async (n) => {
    const connection = await openHttpConnection(url);
    let first = true;
    try {
      while (sent < warmup + total) {
        const i = sent++;
        if (i === warmup) onMeasureStart();
        const body = JSON.stringify({
          page: 1 + ((i * 7 + n) % 50),
          limit: 20,
          action: "edit",
          order_field: "createdAt",
          order_type: "desc",
        });
        const start = performance.now();
        const answer = await connection.request("POST", "/api/log/index", headers, body);
        const elapsed = performance.now() - start;
        if (first) firstOnConnection.push(elapsed);
        else if (i >= warmup) times.push(elapsed);
        first = false;
        const json = answer.status === 200 ? JSON.parse(answer.body.toString("utf8")) : undefined;
        if (json?.code !== 0 || json.data.total !== ROWS / 5 || json.data.data.length !== 20)
          failures++;
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n)));
  return { times, failures, firstOnConnection };
}

/**
 * CPU used so far by the server, the PostgreSQL processes and this load generator (and wall time);
 * given an earlier snapshot, the difference. On a 2-core machine their sum per call bounds the
 * throughput, and at a fixed concurrency the latency.
 */
function cpuSnapshot(serverPid, since) {
  const usage = process.cpuUsage();
  const now = {
    server: processCpuMs(serverPid),
    database: namedProcessesCpuMs("postgres"),
    client: (usage.user + usage.system) / 1000,
    wallMs: performance.now(),
  };
  if (!since) return now;
  return Object.fromEntries(Object.entries(now).map(([key, value]) => [key, value - since[key]]));
}

async function measure(label, env, budgetP99) {
  const server = await startServer(env);
  try {
    const token = await signInAdmin(server.url, ADMIN_PASSWORD);
    let before;
    const { times, failures, firstOnConnection } = await load(server.url, token, {
      warmup: WARMUP,
      total: REQUESTS,
      onMeasureStart: () => {
        before = cpuSnapshot(server.pid);
      },
    });
    const used = cpuSnapshot(server.pid, before);
    if (failures > 0) throw new Error(`${failures} answers were not the expected page`);
    const name = `module index, 100k rows, filter + sort, 20 per page, ${CONNECTIONS} connections (${label})`;
    const perCall = (ms) => (ms / REQUESTS).toFixed(2);
    console.log(
      `  CPU per call (${label}): server ${perCall(used.server)} ms, database ${perCall(used.database)} ms, load generator ${perCall(used.client)} ms; throughput ${Math.round(REQUESTS / (used.wallMs / 1000))} calls/s`,
    );
    console.log(
      `  first request on each of ${CONNECTIONS} new connections, all sent at once (not timed with the rest): slowest ${Math.max(...firstOnConnection).toFixed(1)} ms`,
    );
    report(`${name} p50`, Number(percentile(times, 50).toFixed(2)), "ms", budgetP99);
    return report(`${name} p99`, Number(percentile(times, 99).toFixed(2)), "ms", budgetP99);
  } finally {
    await server.stop();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-modules-"));
if (ONLY !== "postgres")
  try {
    await prepare({ pgliteDir: path.join(dataDir, "pglite") });
    const env = { DATA_DIR: dataDir, VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD };
    await measure("PGlite", { ...env, DATABASE_URL: "" }, 250);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && ONLY !== "pglite") {
  const name = `vitrine_bench_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-modules-pg-"));
  try {
    await prepare({ databaseUrl: url.toString() });
    await measure(
      "PostgreSQL",
      { DATA_DIR: pgDataDir, DATABASE_URL: url.toString(), VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD },
      50,
    );
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log("DATABASE_URL is not set: the PostgreSQL figures are skipped.");
}
