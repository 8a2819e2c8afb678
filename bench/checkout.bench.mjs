// Checkout (issue 33) on PostgreSQL: `POST /api/app/checkout` of a one-line cart at 32 concurrent
// connections, each call a different shopper with an address and one cart line, through the built
// server. Two runs: the lines spread over 200 SKUs, then every line on one hot SKU, where each
// checkout's conditional stock UPDATE (`stock >= n`) queues on the same row. Budget (issue 33):
// p99 under 100 ms. PostgreSQL only (DATABASE_URL): the bench creates a database of its own and
// drops it afterwards.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openDatabase, seedIfEmpty } from "@vitrine/server";
import postgres from "postgres";
import { openHttpConnection } from "./lib/http-connection.mjs";
import { namedProcessesCpuMs, processCpuMs } from "./lib/process-cpu.mjs";
import { freePort, percentile, report, root } from "./lib/server.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP = Number(process.env.CHECKOUT_BENCH_WARMUP ?? 320);
const REQUESTS = Number(process.env.CHECKOUT_BENCH_REQUESTS ?? 1_600);
const SPREAD_SKUS = 200;
const PER_RUN = WARMUP + REQUESTS;
// The bench's goods and SKU ids start past the seeded demo goods.
const BASE = 100_000;

/**
 * 201 products with one SKU each (the last is the hot one), stock enough for every run; 2 × PER_RUN
 * shoppers, each with an app session, a Shenzhen address and one cart line: the first half on the
 * spread SKUs, the second half on the hot SKU. Tokens are made here; only their SHA-256 is stored.
 */
function fill(tokens) {
  const hashes = tokens.map((t) => `'${createHash("sha256").update(t).digest("hex")}'`).join(",");
  return `
INSERT INTO goods (id, name, status, min_price_cents, max_price_cents, stock_total, freight_mode)
  SELECT ${BASE} + i, 'bench goods ' || i, 1, 9900, 9900, 1000000, 1 FROM generate_series(1, ${SPREAD_SKUS + 1}) i;
INSERT INTO goods_skus (id, goods_id, option_ids, price_cents, stock)
  SELECT ${BASE} + i, ${BASE} + i, '{}', 9900, 1000000 FROM generate_series(1, ${SPREAD_SKUS + 1}) i;
SELECT setval('goods_id_seq', ${BASE + 1000}), setval('goods_skus_id_seq', ${BASE + 1000});
INSERT INTO app_users (id, phone) SELECT i, '13' || lpad(i::text, 9, '0') FROM generate_series(1, ${2 * PER_RUN}) i;
INSERT INTO app_sessions (token_hash, app_user_id, created_at, last_seen_at, expires_at, ip, user_agent)
  SELECT h, n, now(), now(), now() + interval '1 day', '127.0.0.1', 'bench'
  FROM unnest(ARRAY[${hashes}]) WITH ORDINALITY AS t(h, n);
INSERT INTO shopper_addresses (id, app_user_id, contact, phone, region, detail, is_default)
  SELECT i, i, '张三', '13800138000', '4403', '南山区 1 号', true FROM generate_series(1, ${2 * PER_RUN}) i;
INSERT INTO cart_lines (app_user_id, goods_id, sku_id, quantity)
  SELECT i, s, s, 1 FROM (
    SELECT i, ${BASE} + CASE WHEN i <= ${PER_RUN} THEN 1 + i % ${SPREAD_SKUS} ELSE ${SPREAD_SKUS + 1} END AS s
    FROM generate_series(1, ${2 * PER_RUN}) i) x;`;
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
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** One run: each call the next shopper's checkout of their cart; untimed warm-up first. */
async function load(url, tokens, firstShopper) {
  const times = [];
  let sent = 0;
  let failures = 0;
  const client = async () => {
    const connection = await openHttpConnection(url);
    try {
      while (sent < PER_RUN) {
        const i = sent++;
        const shopper = firstShopper + i;
        const headers = {
          authorization: `Bearer ${tokens[shopper - 1]}`,
          "content-type": "application/json",
        };
        const body = JSON.stringify({ addressId: shopper });
        const start = performance.now();
        const answer = await connection.request("POST", "/api/app/checkout", headers, body);
        const elapsed = performance.now() - start;
        if (i >= WARMUP) times.push(elapsed);
        const json = answer.status === 200 ? JSON.parse(answer.body.toString("utf8")) : undefined;
        if (json?.code !== 0) failures++;
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => client()));
  return { times, failures };
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log("DATABASE_URL is not set: the checkout bench runs on PostgreSQL only, skipped.");
} else {
  const name = `vitrine_bench_checkout_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-checkout-"));
  try {
    const tokens = Array.from({ length: 2 * PER_RUN }, () => randomBytes(32).toString("base64url"));
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrate(database);
    await seedIfEmpty(database.db, {
      adminPassword: "Bench-admin-1",
      testPassword: "Bench-test-1",
    });
    await database.runScript(fill(tokens));
    // As autovacuum would after a bulk load (one statement each: VACUUM runs outside a transaction).
    for (const table of ["goods", "goods_skus", "cart_lines", "app_sessions", "shopper_addresses"])
      await database.runScript(`VACUUM ANALYZE ${table}`);
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    try {
      // Where a checkout's CPU goes (Linux /proc): the server, PostgreSQL and the box's total share
      // two cores with this load generator, so the latency follows their sum.
      const cpu = () => ({
        server: processCpuMs(server.pid),
        database: namedProcessesCpuMs("postgres"),
      });
      const before = cpu();
      const spread = await load(server.url, tokens, 1);
      const between = cpu();
      const hot = await load(server.url, tokens, PER_RUN + 1);
      const after = cpu();
      for (const [label, from, to] of [
        ["spread", before, between],
        ["hot", between, after],
      ])
        console.log(
          `  CPU per checkout, ${label}: server ${((to.server - from.server) / PER_RUN).toFixed(2)} ms, PostgreSQL ${((to.database - from.database) / PER_RUN).toFixed(2)} ms`,
        );
      const [orders] = await database.query("SELECT count(*)::int AS n FROM orders");
      const [stock] = await database.query(
        `SELECT stock FROM goods_skus WHERE id = ${BASE + SPREAD_SKUS + 1}`,
      );
      console.log(
        `checkout: ${REQUESTS} timed of ${PER_RUN} per run at ${CONNECTIONS} connections; ${orders.n} orders; hot SKU stock ${stock.stock} (taken ${1_000_000 - stock.stock})`,
      );
      let ok = true;
      for (const [label, run] of [
        ["spread over 200 SKUs", spread],
        ["one hot SKU", hot],
      ]) {
        console.log(
          `  ${label}: p50 ${percentile(run.times, 50).toFixed(1)} ms, failures ${run.failures}`,
        );
        ok = report(`checkout p99, ${label}`, percentile(run.times, 99), "ms", 100) && ok;
        if (run.failures > 0) ok = false;
      }
      if (orders.n !== 2 * PER_RUN || stock.stock !== 1_000_000 - PER_RUN) ok = false;
      process.exitCode = ok ? 0 : 1;
    } finally {
      await server.stop();
      await database.close();
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
