import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";
import { refreshOnlineHours } from "./online-hours.js";
import { arrayLiteral } from "./sql-values.js";

/**
 * Every dashboard figure against a data set inserted straight into the areas' tables, whose true
 * values this file computes on its own from the rows it made (never from the rollups), in
 * Asia/Shanghai (UTC+8, no DST): a local date is the UTC date of the instant plus 8 hours.
 */

const TZ = "Asia/Shanghai";
const NOW = new Date("2026-11-26T04:30:00.000Z"); // 12:30 in Shanghai
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFLINE_AFTER_SECONDS = 90; // devices/network.ts's default: no config row in the test database

const localDate = (t: number) => new Date(t + 8 * HOUR).toISOString().slice(0, 10);
const todayLocal = localDate(NOW.getTime());
/** The n-th local date before today (0 = today). */
const daysBack = (n: number) => {
  const [y, m, d] = todayLocal.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
};

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    /** An instant within the last `days` days before NOW (some a little in the future of today). */
    recent: (days: number) => NOW.getTime() - Math.floor(next() * days * DAY),
  };
}

interface Seeded {
  appUsers: Array<{ id: number; registeredAt: number }>;
  devices: Array<{
    id: number;
    serial: string;
    model: string;
    state: string;
    province: string | null;
    lastSeen: number | null;
  }>;
  sales: Array<{ id: number; deviceId: number; soldAt: number; cents: number }>;
  feedback: Array<{ id: number; createdAt: number; status: string; content: string }>;
  sos: Array<{ id: number; deviceId: number; serial: string; raisedAt: number; status: string }>;
  heartbeats: Array<{ deviceId: number; at: number }>;
  goods: Array<{ id: number; name: string; stock: number; deleted: boolean }>;
}

const iso = (t: number) => new Date(t).toISOString();

async function insertRows(
  server: TestServer,
  table: string,
  columns: Array<[name: string, type: string, values: Array<string | null>]>,
): Promise<number[]> {
  // Only this file's constant table and column names reach the text; every value is a parameter.
  const list = columns.map(([name]) => name).join(", ");
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  const rows = await server.database.query<{ id: number }>(
    `INSERT INTO ${table} (${list}) SELECT * FROM unnest(${unnest}) RETURNING ${table === "device_heartbeats" ? "device_id AS id" : "id"}`,
    columns.map(
      ([, , values]) =>
        `{${values.map((v) => (v === null ? "NULL" : `"${v.replaceAll('"', '\\"')}"`)).join(",")}}`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

async function seed(server: TestServer, seedNumber: number): Promise<Seeded> {
  const r = random(seedNumber);
  const data: Seeded = {
    appUsers: [],
    devices: [],
    sales: [],
    feedback: [],
    sos: [],
    heartbeats: [],
    goods: [],
  };
  const registered = Array.from({ length: 180 }, () => r.recent(70));
  const userIds = await insertRows(server, "app_users", [
    [
      "phone",
      "text",
      registered.map(
        (_, i) => `138${String(seedNumber).padStart(2, "0")}${String(i).padStart(6, "0")}`,
      ),
    ],
    ["registered_at", "timestamptz", registered.map(iso)],
  ]);
  for (const [i, id] of userIds.entries()) data.appUsers.push({ id, registeredAt: registered[i]! });

  const models = ["W1", "W2", "Kid-3"];
  const provinces = ["广东省", "浙江省", "北京市", null];
  const devices = Array.from({ length: 140 }, (_, i) => ({
    serial: `S${seedNumber}-${i}`,
    model: r.pick(models),
    state: r.pick(["made", "sold", "sold", "deleted"]),
    province: r.pick(provinces),
    // Some within the online window, some just outside it, some never connected.
    lastSeen: r.pick([
      null,
      NOW.getTime() - r.int(0, 80) * 1000,
      NOW.getTime() - r.int(91, 5000) * 1000,
    ]),
  }));
  const deviceIds = await insertRows(server, "devices", [
    ["serial", "text", devices.map((d) => d.serial)],
    ["model", "text", devices.map((d) => d.model)],
    ["state", "text", devices.map((d) => d.state)],
    ["province", "text", devices.map((d) => d.province)],
    [
      "last_seen_at",
      "timestamptz",
      devices.map((d) => (d.lastSeen === null ? null : iso(d.lastSeen))),
    ],
  ]);
  for (const [i, id] of deviceIds.entries()) data.devices.push({ id, ...devices[i]! });

  const sales = Array.from({ length: 110 }, () => ({
    deviceId: r.pick(deviceIds),
    soldAt: r.recent(70),
    cents: r.int(0, 500_000),
  }));
  const saleIds = await insertRows(server, "device_sales", [
    ["device_id", "int", sales.map((s) => String(s.deviceId))],
    ["buyer", "text", sales.map(() => "buyer")],
    ["sold_at", "timestamptz", sales.map((s) => iso(s.soldAt))],
    ["price_cents", "bigint", sales.map((s) => String(s.cents))],
  ]);
  for (const [i, id] of saleIds.entries()) data.sales.push({ id, ...sales[i]! });

  const feedback = Array.from({ length: 70 }, (_, i) => ({
    createdAt: r.recent(70),
    status: r.pick(["new", "processing", "resolved"]),
    content: `feedback ${seedNumber}-${i}`,
  }));
  const feedbackIds = await insertRows(server, "feedback", [
    ["app_user_id", "int", feedback.map(() => String(r.pick(userIds)))],
    ["content", "text", feedback.map((f) => f.content)],
    ["status", "text", feedback.map((f) => f.status)],
    ["created_at", "timestamptz", feedback.map((f) => iso(f.createdAt))],
  ]);
  for (const [i, id] of feedbackIds.entries()) data.feedback.push({ id, ...feedback[i]! });

  const sos = Array.from({ length: 50 }, () => {
    const device = r.pick(data.devices);
    return {
      deviceId: device.id,
      serial: device.serial,
      raisedAt: r.recent(70),
      status: r.pick(["new", "acknowledged", "resolved"]),
    };
  });
  const sosIds = await insertRows(server, "sos_alarms", [
    ["device_id", "int", sos.map((s) => String(s.deviceId))],
    ["serial", "text", sos.map((s) => s.serial)],
    ["raised_at", "timestamptz", sos.map((s) => iso(s.raisedAt))],
    ["status", "text", sos.map((s) => s.status)],
  ]);
  for (const [i, id] of sosIds.entries()) data.sos.push({ id, ...sos[i]! });

  const beats = Array.from({ length: 600 }, () => ({
    deviceId: r.pick(deviceIds),
    at: NOW.getTime() - Math.floor(r.next() * 30 * HOUR),
  }));
  await insertRows(server, "device_heartbeats", [
    ["device_id", "int", beats.map((b) => String(b.deviceId))],
    ["at", "timestamptz", beats.map((b) => iso(b.at))],
  ]);
  data.heartbeats.push(...beats);

  const goods = Array.from({ length: 24 }, (_, i) => ({
    name: `goods ${i}`,
    stock: r.int(0, 30),
    deleted: r.next() < 0.2,
  }));
  const goodsIds = await insertRows(server, "goods", [
    ["name", "text", goods.map((g) => g.name)],
    ["stock_total", "int", goods.map((g) => String(g.stock))],
    ["deleted_at", "timestamptz", goods.map((g) => (g.deleted ? iso(NOW.getTime()) : null))],
  ]);
  for (const [i, id] of goodsIds.entries()) data.goods.push({ id, ...goods[i]! });
  return data;
}

/** Today, yesterday, last 30 and previous 30 local days of a list of instants (with weights). */
function periodsOf(items: Array<{ at: number; weight?: number }>) {
  const result = { today: 0, yesterday: 0, last30: 0, previous30: 0 };
  const index = new Map<string, number>();
  for (let n = 0; n < 60; n++) index.set(daysBack(n), n);
  for (const item of items) {
    const n = index.get(localDate(item.at));
    if (n === undefined) continue;
    const w = item.weight ?? 1;
    if (n === 0) result.today += w;
    if (n === 1) result.yesterday += w;
    if (n < 30) result.last30 += w;
    else result.previous30 += w;
  }
  return result;
}

function expectedSummary(data: Seeded) {
  const inService = data.devices.filter((d) => d.state !== "deleted");
  return {
    newAppUsers: periodsOf(data.appUsers.map((u) => ({ at: u.registeredAt }))),
    devicesSold: periodsOf(data.sales.map((s) => ({ at: s.soldAt }))),
    sales: periodsOf(data.sales.map((s) => ({ at: s.soldAt, weight: s.cents }))),
    salesSource: "deviceSales",
    devicesOnline: {
      now: inService.filter(
        (d) => d.lastSeen !== null && NOW.getTime() - d.lastSeen <= OFFLINE_AFTER_SECONDS * 1000,
      ).length,
      inService: inService.length,
    },
    openSos: {
      ...periodsOf(data.sos.map((s) => ({ at: s.raisedAt }))),
      open: data.sos.filter((s) => s.status !== "resolved").length,
      waiting: data.sos.filter((s) => s.status === "new").length,
    },
    openFeedback: {
      ...periodsOf(data.feedback.map((f) => ({ at: f.createdAt }))),
      open: data.feedback.filter((f) => f.status !== "resolved").length,
      waiting: data.feedback.filter((f) => f.status === "new").length,
    },
  };
}

function countBy<T>(items: T[], key: (item: T) => string) {
  const map = new Map<string, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
  return [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({ name, count }));
}

function expectedCharts(data: Seeded) {
  const salesPerDay = Array.from({ length: 30 }, (_, i) => {
    const date = daysBack(29 - i);
    const sold = data.sales.filter((s) => localDate(s.soldAt) === date);
    return { date, count: sold.length, amountCents: sold.reduce((a, s) => a + s.cents, 0) };
  });
  const currentHour = Math.floor(NOW.getTime() / HOUR) * HOUR;
  const onlineHourly = Array.from({ length: 24 }, (_, i) => {
    const start = currentHour - (24 - i) * HOUR;
    const heard = new Set(
      data.heartbeats.filter((b) => b.at >= start && b.at < start + HOUR).map((b) => b.deviceId),
    );
    return { hour: iso(start), online: heard.size };
  });
  const inService = data.devices.filter((d) => d.state !== "deleted");
  const heardThisHour = inService.filter(
    (d) => d.lastSeen !== null && d.lastSeen >= currentHour && d.lastSeen <= NOW.getTime(),
  );
  return {
    salesPerDay,
    onlineHourly,
    onlineThisHour: { hour: iso(currentHour), online: heardThisHour.length },
    devicesByModel: countBy(inService, (d) => d.model).map(({ name, count }) => ({
      model: name,
      count,
    })),
    devicesByState: countBy(data.devices, (d) => d.state).map(({ name, count }) => ({
      state: name,
      count,
    })),
    devicesByProvince: countBy(inService, (d) => d.province ?? "").map(({ name, count }) => ({
      province: name,
      count,
    })),
  };
}

function expectedAttention(data: Seeded) {
  const newSos = data.sos
    .filter((s) => s.status === "new")
    .sort((a, b) => b.raisedAt - a.raisedAt || b.id - a.id);
  const openFeedback = data.feedback
    .filter((f) => f.status !== "resolved")
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  const threshold = 10; // goods/settings.ts's default: no config row in the test database
  const low = data.goods
    .filter((g) => !g.deleted && g.stock <= threshold)
    .sort((a, b) => a.stock - b.stock || a.id - b.id);
  return {
    sos: {
      total: newSos.length,
      items: newSos.slice(0, 5).map((s) => ({
        id: s.id,
        deviceId: s.deviceId,
        serial: s.serial,
        raisedAt: iso(s.raisedAt),
      })),
    },
    feedback: {
      total: openFeedback.length,
      items: openFeedback.slice(0, 5).map((f) => ({
        id: f.id,
        excerpt: f.content,
        status: f.status,
        createdAt: iso(f.createdAt),
      })),
    },
    lowStock: {
      threshold,
      total: low.length,
      items: low.slice(0, 5).map((g) => ({ id: g.id, name: g.name, stock: g.stock })),
    },
  };
}

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ...process.env, VITRINE_DASHBOARD_JOB: "off" } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  // A first start seeds demo rows in some areas (demo goods): this file counts only its own rows.
  // Deleting them runs the rollups' delete triggers too.
  await server.database.runScript(
    "DELETE FROM device_heartbeats; DELETE FROM sos_alarms; DELETE FROM device_sales; DELETE FROM devices; DELETE FROM feedback; DELETE FROM app_users; DELETE FROM goods;",
  );
  server.clock.now = NOW;
  adminToken = await server.signIn("admin", ADMIN_PASSWORD);
});

const get = async (path: string, token = adminToken) => {
  const result = await server.call("GET", path, { token });
  expect(result.json?.code, result.text).toBe(0);
  return result.json!.data;
};
const tz = `tz=${encodeURIComponent(TZ)}`;

describe("dashboard figures", () => {
  it("answer each card, chart and list as the rows say", async () => {
    const data = await seed(server, 1);
    await refreshOnlineHours(server.database, NOW);
    expect(await get(`/api/dashboard/summary?${tz}`)).toEqual({
      generatedAt: NOW.toISOString(),
      timeZone: TZ,
      ...expectedSummary(data),
    });
    expect(await get(`/api/dashboard/charts?${tz}`)).toEqual({
      generatedAt: NOW.toISOString(),
      timeZone: TZ,
      ...expectedCharts(data),
    });
    expect(await get("/api/dashboard/attention")).toEqual(expectedAttention(data));
  });

  it("keep the rollups exact through updates, deletes and a second batch", async () => {
    const data = await seed(server, 2);
    const r = random(99);
    // Feedback and alarms move through their statuses; some rows are deleted.
    for (const f of data.feedback.slice(0, 25)) {
      f.status = r.pick(["new", "processing", "resolved"]);
      await server.database.query("UPDATE feedback SET status = $1 WHERE id = $2", [
        f.status,
        f.id,
      ]);
    }
    for (const s of data.sos.slice(0, 20)) {
      s.status = r.pick(["new", "acknowledged", "resolved"]);
      s.raisedAt = r.recent(40);
      await server.database.query(
        "UPDATE sos_alarms SET status = $1, raised_at = $2 WHERE id = $3",
        [s.status, iso(s.raisedAt), s.id],
      );
    }
    // Devices change state, model and province; a heartbeat's update of last_seen_at changes nothing.
    for (const d of data.devices.slice(0, 30)) {
      d.state = r.pick(["made", "sold", "deleted"]);
      d.model = r.pick(["W1", "W9"]);
      d.province = r.pick(["上海市", null]);
      await server.database.query(
        "UPDATE devices SET state = $1, model = $2, province = $3 WHERE id = $4",
        [d.state, d.model, d.province, d.id],
      );
    }
    await server.database.query("UPDATE devices SET last_seen_at = $1 WHERE id <= 5", [
      iso(NOW.getTime()),
    ]);
    for (const d of data.devices.filter((x) => x.id <= 5)) d.lastSeen = NOW.getTime();
    // Sales move in time and price; app users register on another day or leave.
    for (const s of data.sales.slice(0, 20)) {
      s.soldAt = r.recent(10);
      s.cents = r.int(0, 9999);
      await server.database.query(
        "UPDATE device_sales SET sold_at = $1, price_cents = $2 WHERE id = $3",
        [iso(s.soldAt), s.cents, s.id],
      );
    }
    for (const u of data.appUsers.slice(0, 15)) {
      u.registeredAt = r.recent(3);
      await server.database.query("UPDATE app_users SET registered_at = $1 WHERE id = $2", [
        iso(u.registeredAt),
        u.id,
      ]);
    }
    const gone = data.appUsers.splice(15, 10).map((u) => u.id);
    await server.database.query(`DELETE FROM app_users WHERE id = ANY($1::int[])`, [
      arrayLiteral(gone.map(String)),
    ]);
    const goneFeedback = data.feedback.splice(30, 5).map((f) => f.id);
    await server.database.query(`DELETE FROM feedback WHERE id = ANY($1::int[])`, [
      arrayLiteral(goneFeedback.map(String)),
    ]);
    // Deleting a device takes its sales and alarms with it (their foreign keys cascade).
    const removed = data.devices.splice(40, 3).map((d) => d.id);
    await server.database.query(`DELETE FROM devices WHERE id = ANY($1::int[])`, [
      arrayLiteral(removed.map(String)),
    ]);
    data.sales = data.sales.filter((s) => !removed.includes(s.deviceId));
    data.sos = data.sos.filter((s) => !removed.includes(s.deviceId));
    // A second batch lands on top.
    const more = await seed(server, 3);
    for (const key of Object.keys(more) as Array<keyof Seeded>) {
      (data[key] as unknown[]).push(...(more[key] as unknown[]));
    }
    await refreshOnlineHours(server.database, NOW);

    const summary = await get(`/api/dashboard/summary?${tz}`);
    expect(summary).toEqual({
      generatedAt: NOW.toISOString(),
      timeZone: TZ,
      ...expectedSummary(data),
    });
    const charts = await get(`/api/dashboard/charts?${tz}`);
    const expected = expectedCharts(data);
    expect(charts.salesPerDay).toEqual(expected.salesPerDay);
    expect(charts.devicesByModel).toEqual(expected.devicesByModel);
    expect(charts.devicesByState).toEqual(expected.devicesByState);
    expect(charts.devicesByProvince).toEqual(expected.devicesByProvince);
    expect(await get("/api/dashboard/attention")).toEqual(expectedAttention(data));
  });

  it("count days in the zone asked for (UTC here), and refuse an unknown zone", async () => {
    const data = await seed(server, 4);
    const utcDate = (t: number) => new Date(t).toISOString().slice(0, 10);
    const today = utcDate(NOW.getTime());
    const summary = await get("/api/dashboard/summary");
    expect(summary.timeZone).toBe("UTC");
    expect(summary.newAppUsers.today).toBe(
      data.appUsers.filter((u) => utcDate(u.registeredAt) === today).length,
    );
    const refused = await server.call("GET", "/api/dashboard/summary?tz=Mars%2FOlympus", {
      token: adminToken,
    });
    expect(refused.json).toMatchObject({ code: 1, msg: "时区 Mars/Olympus 无效" });
    const inEnglish = await server.call("GET", "/api/dashboard/charts?tz=Nowhere", {
      token: adminToken,
      headers: { "accept-language": "en" },
    });
    expect(inEnglish.json).toMatchObject({ code: 1, msg: "Unknown time zone Nowhere" });
  });

  it("count an hour's online devices until its late heartbeats are in, then keep the count", async () => {
    const device = await insertRows(server, "devices", [
      ["serial", "text", ["H1", "H2", "H3"]],
      ["model", "text", ["W1", "W1", "W1"]],
    ]);
    const hour = Date.parse("2026-11-26T03:00:00.000Z");
    const beat = (index: number, at: number) =>
      insertRows(server, "device_heartbeats", [
        ["device_id", "int", [String(device[index])]],
        ["at", "timestamptz", [iso(at)]],
      ]);
    await beat(0, hour + 60_000);
    await beat(0, hour + 120_000);
    // One minute after the hour: batched heartbeats may still arrive, so it is counted again later.
    await refreshOnlineHours(server.database, new Date(hour + HOUR + 60_000));
    await beat(1, hour + HOUR - 1000);
    await refreshOnlineHours(server.database, new Date(hour + HOUR + 90_000));
    // Five minutes after: final, and never read again.
    await refreshOnlineHours(server.database, new Date(hour + HOUR + 5 * 60_000));
    await beat(2, hour + HOUR - 500);
    server.clock.now = new Date(hour + HOUR + 6 * 60_000);
    await refreshOnlineHours(server.database, server.clock.now);
    const charts = await get(`/api/dashboard/charts?${tz}`);
    expect(charts.onlineHourly).toHaveLength(24);
    expect(charts.onlineHourly.at(-1)).toEqual({ hour: iso(hour), online: 2 });
    expect(charts.onlineHourly.at(-2)).toEqual({ hour: iso(hour - HOUR), online: 0 });
  });

  it("show the devices heard in the hour under way, before the hourly count has any", async () => {
    // A fleet that came up 10 minutes ago: no finished hour holds a heartbeat yet.
    const start = Date.parse("2026-11-26T04:00:00.000Z");
    server.clock.now = new Date(start + 10 * 60_000);
    await insertRows(server, "devices", [
      ["serial", "text", ["N1", "N2", "N3", "N4"]],
      ["model", "text", ["W1", "W1", "W1", "W1"]],
      [
        "last_seen_at",
        "timestamptz",
        [iso(start + 60_000), iso(start + 9 * 60_000), iso(start - 60_000), null],
      ],
    ]);
    await refreshOnlineHours(server.database, server.clock.now);
    const charts = await get(`/api/dashboard/charts?${tz}`);
    expect(charts.onlineHourly.every((p: { online: number }) => p.online === 0)).toBe(true);
    expect(charts.onlineThisHour).toEqual({ hour: iso(start), online: 2 });
  });
});

describe("dashboard grants", () => {
  it("give a user only the figures of the areas they hold the grant of", async () => {
    await seed(server, 5);
    await refreshOnlineHours(server.database, NOW);
    const common = await server.signIn("test", TEST_PASSWORD);
    // The common role holds no area grant: the answers carry no figure at all (not zeros).
    expect(Object.keys(await get(`/api/dashboard/summary?${tz}`, common)).sort()).toEqual([
      "generatedAt",
      "timeZone",
    ]);
    expect(Object.keys(await get(`/api/dashboard/charts?${tz}`, common)).sort()).toEqual([
      "generatedAt",
      "timeZone",
    ]);
    expect(await get("/api/dashboard/attention", common)).toEqual({});

    // Granted feedback:index, it sees the feedback figures and still no device figure.
    await server.database.query(
      `INSERT INTO role_menus (role_id, menu_id)
         SELECT r.id, m.id FROM roles r, menus m WHERE r.sign = 'common' AND m.permission = 'feedback:index'`,
    );
    const summary = await get(`/api/dashboard/summary?${tz}`, common);
    expect(Object.keys(summary).sort()).toEqual(["generatedAt", "openFeedback", "timeZone"]);
    const attention = await get("/api/dashboard/attention", common);
    expect(Object.keys(attention)).toEqual(["feedback"]);
    const charts = await get(`/api/dashboard/charts?${tz}`, common);
    expect(charts.devicesByModel).toBeUndefined();
    expect(charts.onlineHourly).toBeUndefined();
  });

  it("answer a signed-out caller 401", async () => {
    const result = await server.call("GET", "/api/dashboard/summary");
    expect(result.status).toBe(401);
  });
});
