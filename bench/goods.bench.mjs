// The goods list (issue 20) over 100,000 goods with 10 SKUs each (1,000,000 SKU rows) on
// PostgreSQL: `POST /api/goods/index` on the 出售中 tab, filtered by a top-level category (with its
// sub-categories, about a tenth of the goods) and a price range, sorted by sales descending, 20 per
// page over pages 1-5, at 32 concurrent connections. Budget (issue 20): p99 under 50 ms.
// PostgreSQL only (DATABASE_URL): the bench creates a database of its own and drops it afterwards.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openDatabase, seedIfEmpty } from "@vitrine/server";
import postgres from "postgres";
import { openHttpConnection } from "./lib/http-connection.mjs";
import { namedProcessesCpuByPid, namedProcessesCpuMs, processCpuMs } from "./lib/process-cpu.mjs";
import { freePort, percentile, report, root, signInAdmin } from "./lib/server.mjs";

const GOODS = 100_000;
const SKUS_PER_GOODS = 10;
const TOP_CATEGORIES = 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP = Number(process.env.GOODS_BENCH_WARMUP ?? 3_200);
const REQUESTS = Number(process.env.GOODS_BENCH_REQUESTS ?? 6_400);
const ADMIN_PASSWORD = "Bench-admin-1";
const PRICE_RANGE = [2_000, 60_000];

/**
 * Categories: 10 top-level, each with 5 children, each with 4 grandchildren (260). Goods sit in the
 * grandchildren; 95% on sale, 2% in the recycle bin; prices 10.00-999.99 per SKU; sales 0-9,999.
 * Every statement is one INSERT … SELECT over generate_series: no row crosses the wire.
 */
const FILL = `
DELETE FROM goods; DELETE FROM goods_categories;
INSERT INTO goods_categories (id, parent_id, level, name, sort)
  SELECT t, 0, 1, 'top ' || t, t FROM generate_series(1, ${TOP_CATEGORIES}) t;
INSERT INTO goods_categories (id, parent_id, level, name, sort)
  SELECT 100 + (t - 1) * 5 + c, t, 2, 'mid ' || t || '.' || c, c
  FROM generate_series(1, ${TOP_CATEGORIES}) t, generate_series(1, 5) c;
INSERT INTO goods_categories (id, parent_id, level, name, sort)
  SELECT 1000 + ((t - 1) * 5 + c - 1) * 4 + g, 100 + (t - 1) * 5 + c, 3, 'leaf ' || t || '.' || c || '.' || g, g
  FROM generate_series(1, ${TOP_CATEGORIES}) t, generate_series(1, 5) c, generate_series(1, 4) g;
SELECT setval('goods_categories_id_seq', 2000);
INSERT INTO goods (id, name, category_id, type, status, sales, created_at, updated_at, deleted_at)
  SELECT i, 'goods ' || i, 1001 + (i::bigint * 7919) % ${TOP_CATEGORIES * 20},
    (ARRAY[2, 5, 11])[1 + i % 3], CASE WHEN i % 20 = 0 THEN 0 ELSE 1 END,
    ((i::bigint * 104729) % 10000)::int, now() - make_interval(secs => i * 60), now(),
    CASE WHEN i % 50 = 0 THEN now() ELSE NULL END
  FROM generate_series(1, ${GOODS}) i;
SELECT setval('goods_id_seq', ${GOODS});
INSERT INTO goods_skus (goods_id, option_ids, spec_text, price_cents, stock)
  SELECT i, ARRAY[j], 'variant ' || j, 1000 + ((i * 31 + j * 17) * 7) % 99000, (i + j) % 200
  FROM generate_series(1, ${GOODS}) i, generate_series(1, ${SKUS_PER_GOODS}) j;
UPDATE goods g SET min_price_cents = s.min, max_price_cents = s.max, stock_total = s.stock
  FROM (SELECT goods_id, min(price_cents) AS min, max(price_cents) AS max, sum(stock)::int AS stock
        FROM goods_skus GROUP BY goods_id) s
  WHERE s.goods_id = g.id;`;

async function prepare(databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: ADMIN_PASSWORD, testPassword: "Bench-test-1" });
  const started = performance.now();
  const [filled] = await database.query("SELECT count(*)::int AS n FROM goods");
  const reused = filled.n >= GOODS;
  if (!reused) await database.runScript(FILL);
  // As autovacuum would after a bulk load: statistics, and a visibility map for index-only counts.
  for (const table of ["goods", "goods_skus", "goods_categories"])
    await database.runScript(`VACUUM ANALYZE ${table}`);
  console.log(
    `  ${reused ? "reused" : "filled"} ${GOODS.toLocaleString("en")} goods × ${SKUS_PER_GOODS} SKUs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [expected] = await database.query(
    `SELECT count(*)::int AS n FROM goods WHERE deleted_at IS NULL AND status = 1
       AND min_price_cents BETWEEN $1 AND $2
       AND category_id IN (SELECT id FROM goods_categories WHERE id = 1 OR parent_id = 1
         OR parent_id IN (SELECT id FROM goods_categories WHERE parent_id = 1))`,
    PRICE_RANGE,
  );
  await database.close();
  return expected.n;
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

/** As bench/modules.bench.mjs: 32 kept-alive connections, untimed warm-up, then the timed calls. */
async function load(url, token, expectedFirst, onMeasureStart) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const times = [];
  const firstOnConnection = [];
  let sent = 0;
  let failures = 0;
  const client = async (n) => {
    const connection = await openHttpConnection(url);
    let first = true;
    try {
      while (sent < WARMUP + REQUESTS) {
        const i = sent++;
        if (i === WARMUP) onMeasureStart();
        const category = 1 + ((i + n) % TOP_CATEGORIES);
        const body = JSON.stringify({
          tab: "onSale",
          categoryId: category,
          minPriceCents: PRICE_RANGE,
          order_field: "sales",
          order_type: "desc",
          page: 1 + ((i * 7 + n) % 5),
          limit: 20,
        });
        const start = performance.now();
        const answer = await connection.request("POST", "/api/goods/index", headers, body);
        const elapsed = performance.now() - start;
        if (first) firstOnConnection.push(elapsed);
        else if (i >= WARMUP) times.push(elapsed);
        first = false;
        const json = answer.status === 200 ? JSON.parse(answer.body.toString("utf8")) : undefined;
        if (json?.code !== 0 || json.data.data.length !== 20) failures++;
        if (category === 1 && json?.data.total !== expectedFirst) failures++;
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n)));
  return { times, failures, firstOnConnection };
}

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

/**
 * CPU of the backends serving the bench database since `before` (CPU per process id). On a host
 * other sessions share, every PostgreSQL process's CPU (the "database" figure) counts their work
 * too, and ended processes make it shrink; the server's pool backends stay up for the whole run.
 */
async function backendsCpuMs(admin, database, before) {
  const rows = await admin`SELECT pid FROM pg_stat_activity WHERE datname = ${database}`;
  const now = namedProcessesCpuByPid("postgres");
  let total = 0;
  for (const { pid } of rows) if (now.has(pid)) total += now.get(pid) - (before.get(pid) ?? 0);
  return total;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log("DATABASE_URL is not set: the goods list bench runs on PostgreSQL only, skipped.");
} else {
  // GOODS_BENCH_DATABASE keeps a filled database between runs (created once, never dropped).
  const kept = process.env.GOODS_BENCH_DATABASE;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(kept))
    throw new Error("GOODS_BENCH_DATABASE must be a plain lower-case name");
  const name = kept ?? `vitrine_bench_goods_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
  if (!exists) await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-goods-"));
  try {
    const expected = await prepare(url.toString());
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    });
    try {
      const token = await signInAdmin(server.url, ADMIN_PASSWORD);
      let before;
      let backendsBefore;
      const { times, failures, firstOnConnection } = await load(server.url, token, expected, () => {
        before = cpuSnapshot(server.pid);
        backendsBefore = namedProcessesCpuByPid("postgres");
      });
      const used = cpuSnapshot(server.pid, before);
      const backends = await backendsCpuMs(admin, name, backendsBefore);
      if (failures > 0) throw new Error(`${failures} answers were not the expected page`);
      const perCall = (ms) => (ms / REQUESTS).toFixed(2);
      console.log(
        `  ${expected.toLocaleString("en")} goods match category 1 and the price range; CPU per call: server ${perCall(used.server)} ms, database ${perCall(used.database)} ms (this bench's own backends: ${perCall(backends)} ms), load generator ${perCall(used.client)} ms; throughput ${Math.round(REQUESTS / (used.wallMs / 1000))} calls/s`,
      );
      console.log(
        `  first request on each of ${CONNECTIONS} new connections (not timed with the rest): slowest ${Math.max(...firstOnConnection).toFixed(1)} ms`,
      );
      const label = `goods index, 100k goods × 10 SKUs, category + price + sort by sales, ${CONNECTIONS} connections (PostgreSQL)`;
      report(`${label} p50`, Number(percentile(times, 50).toFixed(2)), "ms", 50);
      report(`${label} p99`, Number(percentile(times, 99).toFixed(2)), "ms", 50);
    } finally {
      await server.stop();
    }
  } finally {
    if (!kept) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
