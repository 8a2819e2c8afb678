// The home dashboard's three calls (issue 23) on PostgreSQL over 100,000 app users, 100,000
// devices (60,000 sold, each with its sale) and 1,000,000 heartbeats of the last 24 hours, plus
// feedback, SOS alarms and goods. Each call's p50 and p99 at 8 concurrent connections.
// Budget: p99 under 100 ms for each call. Needs DATABASE_URL (a fresh database is made and dropped)
// and the built server (npm run build -w @vitrine/server).
import { migrate, openDatabase, seedIfEmpty } from "@vitrine/server";
import postgres from "postgres";
import { percentile, report, signInAdmin, startBuiltServer } from "./lib/server.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const WARMUP = 200;
const REQUESTS = 2_000;
const ADMIN_PASSWORD = "Bench-admin-1";

// Rows made in the database itself: the triggers of migration 0016 keep the rollups as they land.
const FILL = `
INSERT INTO app_users (phone, nickname, registered_at)
  SELECT '139' || lpad(i::text, 8, '0'), 'user ' || i, now() - make_interval(secs => (i * 52) % (60 * 86400))
  FROM generate_series(1, 100000) AS s(i);
INSERT INTO devices (serial, model, state, province, last_seen_at, app_user_id)
  SELECT 'SN' || lpad(i::text, 10, '0'),
         (ARRAY['W1','W2','W3','Kid-1','Pro-2'])[1 + i % 5],
         CASE WHEN i % 10 < 6 THEN 'sold' WHEN i % 10 < 9 THEN 'made' ELSE 'deleted' END,
         (ARRAY['广东省','浙江省','江苏省','北京市','上海市','四川省','湖北省','山东省','河南省','福建省'])[1 + i % 10],
         CASE WHEN i % 3 = 0 THEN NULL ELSE now() - make_interval(secs => i % 600) END,
         i
  FROM generate_series(1, 100000) AS s(i);
INSERT INTO device_sales (device_id, buyer, sold_at, price_cents)
  SELECT id, 'buyer ' || id, now() - make_interval(secs => (id * 47) % (60 * 86400)), 19900 + (id % 50) * 100
  FROM devices WHERE state = 'sold';
INSERT INTO device_heartbeats (device_id, at, battery, signal)
  SELECT 1 + ((i::bigint * 7919) % 100000)::int, now() - make_interval(secs => (i * 13) % 86400), i % 100, i % 5
  FROM generate_series(1, 1000000) AS s(i);
INSERT INTO feedback (app_user_id, content, status, created_at)
  SELECT 1 + i % 100000, 'feedback ' || i, (ARRAY['new','processing','resolved'])[1 + i % 3],
         now() - make_interval(secs => (i * 337) % (60 * 86400))
  FROM generate_series(1, 5000) AS s(i);
INSERT INTO sos_alarms (device_id, serial, status, raised_at)
  SELECT 1 + (i * 31) % 100000, 'SN' || i, (ARRAY['new','acknowledged','resolved'])[1 + i % 3],
         now() - make_interval(secs => (i * 911) % (60 * 86400))
  FROM generate_series(1, 2000) AS s(i);
INSERT INTO goods (name, stock_total) SELECT 'goods ' || i, i % 200 FROM generate_series(1, 1000) AS s(i);
`;

async function prepare(databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: ADMIN_PASSWORD, testPassword: "Bench-test-1" });
  const started = performance.now();
  await database.runScript(FILL);
  console.log(
    `  data set written in ${((performance.now() - started) / 1000).toFixed(1)} s (rollups kept by the triggers)`,
  );
  await database.runScript("VACUUM ANALYZE");
  await database.close();
}

async function load(url, token, path) {
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  let sent = 0;
  let failures = 0;
  const client = async () => {
    while (sent < WARMUP + REQUESTS) {
      const i = sent++;
      const start = performance.now();
      const answer = await fetch(url + path, { headers });
      const json = await answer.json();
      const elapsed = performance.now() - start;
      if (json.code !== 0) failures++;
      if (i >= WARMUP) times.push(elapsed);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  if (failures) throw new Error(`${failures} calls to ${path} failed`);
  return times;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log("dashboard bench: set DATABASE_URL (PostgreSQL) to run it");
  process.exit(0);
}
const name = `vitrine_bench_dashboard_${process.pid}`;
const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${name}`);
const url = new URL(databaseUrl);
url.pathname = `/${name}`;
let allWithin = true;
try {
  await prepare(url.toString());
  const server = await startBuiltServer({
    DATABASE_URL: url.toString(),
    VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: "error",
  });
  try {
    const token = await signInAdmin(server.url, ADMIN_PASSWORD);
    // The online-per-hour job's first pass reads the day's heartbeats once at start; let it finish.
    const probe = async () =>
      (
        await (
          await fetch(`${server.url}/api/dashboard/charts?tz=Asia/Shanghai`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()
      ).data;
    const waitStart = performance.now();
    while (
      (await probe()).onlineHourly.every((h) => h.online === 0) &&
      performance.now() - waitStart < 60_000
    )
      await new Promise((resolve) => setTimeout(resolve, 500));
    const summary = (
      await (
        await fetch(`${server.url}/api/dashboard/summary?tz=Asia/Shanghai`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data;
    console.log(
      `  figures: ${summary.newAppUsers.last30} new app users in 30 days, ${summary.devicesOnline.now} of ${summary.devicesOnline.inService} devices online, ${summary.openFeedback.open} open feedback`,
    );
    for (const call of [
      "/api/dashboard/summary?tz=Asia/Shanghai",
      "/api/dashboard/charts?tz=Asia/Shanghai",
      "/api/dashboard/attention",
    ]) {
      const times = await load(server.url, token, call);
      const label = `${call.split("?")[0]}, 100k app users, 100k devices, 1M heartbeats, ${CONNECTIONS} connections (PostgreSQL)`;
      report(`${label} p50`, Number(percentile(times, 50).toFixed(2)), "ms", 100);
      allWithin =
        report(`${label} p99`, Number(percentile(times, 99).toFixed(2)), "ms", 100) && allWithin;
    }
  } finally {
    await server.stop();
  }
} finally {
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(allWithin ? 0 : 1);
