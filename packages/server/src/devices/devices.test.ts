import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SaveContext } from "../modules/framework/types.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { createDeviceModule } from "./declaration.js";
import { fleetFor } from "./fleet.js";
import {
  createAgent,
  deviceCall,
  HEADER,
  imei,
  importDevices,
  importFile,
  workbook,
} from "./testing.js";

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  // Heartbeats still buffered from the test before must not land in this test's tables.
  await fleetFor(server.database)?.flush();
  await resetWithModules(server);
  tokens = await signInAll(server);
});

const post = (url: string, body: unknown, token = tokens.admin) =>
  server.call("POST", url, { token, body });

async function states(ids: number[]) {
  const rows = await server.database.query<{ id: number; state: string }>(
    "SELECT id, state FROM devices WHERE id = ANY($1::int[]) ORDER BY id",
    [ids],
  );
  return rows.map((r) => r.state);
}

describe("a device through its life", { timeout: 60_000 }, () => {
  it("is made, sold to an agent, deleted and restored to sold; illegal moves are refused and nothing changes", async () => {
    const agentId = await createAgent(server);
    const [a, b, c] = await importDevices(server, tokens.admin, "LIFE", 3);
    const ids = [a!.id, b!.id];

    const sold = await post("/api/device/sell", {
      ids,
      buyer: "杭州某医院",
      priceCents: 129_900,
      channel: "agent",
      agentId,
    });
    expect(sold.json?.code).toBe(0);
    expect(await states([a!.id, b!.id, c!.id])).toEqual(["sold", "sold", "made"]);
    // The log reads as the sell dialog: its labels, the price in yuan, the agent by name (issue 36).
    const [log] = await server.database.query<{ summary: string }>(
      "SELECT summary FROM operation_logs WHERE module = 'device' AND action = 'sell' ORDER BY id DESC LIMIT 1",
    );
    expect(log!.summary).toBe(
      `修改 ${a!.serial} (#${a!.id})、${b!.serial} (#${b!.id})：` +
        '买方 "杭州某医院"；价格 ¥1,299.00；渠道 "agent"；代理商 "agent1"',
    );

    // Selling a sold device again is refused, and the made one in the same request stays made.
    const again = await post("/api/device/sell", {
      ids: [b!.id, c!.id],
      buyer: "x",
      priceCents: 1,
    });
    expect(again.json?.code).toBe(1);
    expect(again.json?.msg).toContain(b!.serial);
    expect(await states([c!.id])).toEqual(["made"]);

    // The sold tab and the ledger show the two.
    const soldTab = await post("/api/device/index", { tab: "sold" });
    expect(soldTab.json?.data.data.map((d: { serial: string }) => d.serial).sort()).toEqual(
      [a!.serial, b!.serial].sort(),
    );
    expect(soldTab.json?.data.data[0].agentName).toBe("agent1");
    const ledger = await post("/api/deviceSale/index", { agentId });
    expect(ledger.json?.data.total).toBe(2);
    expect(ledger.json?.data.data[0]).toMatchObject({ buyer: "杭州某医院", priceCents: 129_900 });

    const del = await server.call("GET", `/api/device/del?id=${a!.id}`, { token: tokens.admin });
    expect(del.json?.code).toBe(0);
    expect(
      (await server.call("GET", `/api/device/del?id=${a!.id}`, { token: tokens.admin })).json?.code,
    ).toBe(1);
    expect(
      (await post("/api/device/sell", { ids: [a!.id], buyer: "x", priceCents: 1 })).json?.code,
    ).toBe(1);
    expect((await post("/api/device/battery", { id: a!.id, batteryHealth: 90 })).json?.code).toBe(
      1,
    );
    const deletedTab = await post("/api/device/index", { tab: "deleted" });
    expect(deletedTab.json?.data.data.map((d: { id: number }) => d.id)).toEqual([a!.id]);

    expect((await post("/api/device/restore", { ids: [c!.id] })).json?.code).toBe(1);
    expect((await post("/api/device/restore", { ids: [a!.id] })).json?.code).toBe(0);
    expect(await states([a!.id])).toEqual(["sold"]);
    // The log says what happened in words, naming the device, not "state: → deleted".
    const logs = await server.database.query<{ action: string; summary: string }>(
      "SELECT action, summary FROM operation_logs WHERE module = 'device' AND action IN ('del', 'restore') ORDER BY id",
    );
    expect(logs).toEqual([
      { action: "del", summary: `删除 ${a!.serial} (#${a!.id})` },
      { action: "restore", summary: `恢复 ${a!.serial} (#${a!.id})` },
    ]);

    const detail = await server.call("GET", `/api/device/detail?id=${a!.id}`, {
      token: tokens.admin,
    });
    expect(detail.json?.data.timeline.map((e: { type: string }) => e.type)).toEqual([
      "restored",
      "deleted",
      "sold",
      "imported",
    ]);
    expect(detail.json?.data.sale).toMatchObject({ buyer: "杭州某医院", agentName: "agent1" });
  });

  it("keeps battery and electrode records, assigns staff by role and answers refusals in the caller's language", async () => {
    const [d] = await importDevices(server, tokens.admin, "PART", 1);
    const battery = await post(
      "/api/device/battery",
      {
        id: d!.id,
        batteryModel: "BL-5C",
        batteryCapacityMah: 1200,
        batteryHealth: 96,
        batteryCycles: 12,
        batteryReplacedAt: "2026-11-20",
      },
      tokens.aftersale,
    );
    expect(battery.json?.code).toBe(0);
    expect(battery.json?.data.device).toMatchObject({
      batteryHealth: 96,
      batteryReplacedAt: "2026-11-20",
    });
    const badHealth = await server.call("POST", "/api/device/battery", {
      token: tokens.admin,
      body: { id: d!.id, batteryHealth: 140 },
      headers: { "accept-language": "en" },
    });
    expect(badHealth.json).toMatchObject({ code: 1 });
    expect(badHealth.json?.msg).toContain("Battery health");
    const electrode = await post("/api/device/electrode", {
      id: d!.id,
      electrodeFittedAt: "2026-11-20",
      electrodeReplaceBy: "2026-11-01",
    });
    expect(electrode.json?.code).toBe(1);

    // The after-sale role may service devices but not sell or assign them.
    expect(
      (
        await post(
          "/api/device/sell",
          { ids: [d!.id], buyer: "x", priceCents: 1 },
          tokens.aftersale,
        )
      ).status,
    ).toBe(403);
    expect((await post("/api/device/index", {}, tokens.common)).status).toBe(403);

    const service = (await post("/api/device/candidates", { role: "aftersale" })).json?.data;
    expect(service.map((u: { username: string }) => u.username)).toEqual(["service"]);
    expect(
      (await post("/api/device/assignAfterSale", { ids: [d!.id], afterSaleId: service[0].id })).json
        ?.code,
    ).toBe(0);
    // An admin is not an agent.
    expect((await post("/api/device/assignAgent", { ids: [d!.id], agentId: 1 })).json?.code).toBe(
      1,
    );
    const row = (await server.call("GET", `/api/device/info?id=${d!.id}`, { token: tokens.admin }))
      .json?.data;
    expect(row).toMatchObject({ afterSaleName: "service", online: null });
  });
});

describe("selling devices", { timeout: 60_000 }, () => {
  it("refuses a price or phone the dialog would refuse, in 元 and in the caller's language, and nothing reaches the ledger or the dashboard", async () => {
    const [d] = await importDevices(server, tokens.admin, "SELLBAD", 1);
    const refusals: Array<[unknown, string, string]> = [
      [{ price: "-12.345" }, "price", "价格不能为负数"],
      [{ price: "12.345" }, "price", "价格最多两位小数"],
      [{ price: "1e9" }, "price", "价格请输入金额，例如 12.50"],
      [{ price: "10000000.01" }, "price", "价格不能超过 10000000.00 元"],
      [{ priceCents: 1_000_000_001 }, "priceCents", "价格不能超过 10000000.00 元"],
      [{ priceCents: -1 }, "priceCents", "价格不能为负数"],
      [{ priceCents: 12.5 }, "priceCents", "价格请输入金额，例如 12.50"],
      [{ price: "12.30", buyerPhone: "abc" }, "buyerPhone", "请输入正确的手机号"],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await post("/api/device/sell", {
        ids: [d!.id],
        buyer: "某医院",
        ...(body as object),
      });
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.json, JSON.stringify(body)).toMatchObject({ code: 1, msg: message });
      expect(answer.json?.data.errors[0].field).toBe(field);
    }
    const en = await server.call("POST", "/api/device/sell", {
      token: tokens.admin,
      headers: { "accept-language": "en" },
      body: { ids: [d!.id], buyer: "x", price: "1000000000" },
    });
    expect(en.json?.msg).toBe("Price cannot be above ¥10000000.00");
    expect(await server.database.query("SELECT id FROM device_sales")).toEqual([]);
    expect(
      await server.database.query("SELECT metric FROM dashboard_hourly WHERE metric LIKE '%sale%'"),
    ).toEqual([]);
    expect(await states([d!.id])).toEqual(["made"]);

    // The price as typed, exact to the cent.
    const sold = await post("/api/device/sell", {
      ids: [d!.id],
      buyer: "某医院",
      buyerPhone: "13800138000",
      price: "12.30",
    });
    expect(sold.json?.code).toBe(0);
    const [sale] = await server.database.query<{ price_cents: number }>(
      "SELECT price_cents::int AS price_cents FROM device_sales",
    );
    expect(sale!.price_cents).toBe(1230);
  });

  it("records the device's own agent on the sale when no agent is chosen", async () => {
    const agentId = await createAgent(server);
    const [withAgent, without] = await importDevices(server, tokens.admin, "SELLAGENT", 2);
    expect(
      (await post("/api/device/assignAgent", { ids: [withAgent!.id], agentId })).json?.code,
    ).toBe(0);
    const sold = await post("/api/device/sell", {
      ids: [withAgent!.id, without!.id],
      buyer: "某医院",
      price: "99",
    });
    expect(sold.json?.code).toBe(0);
    expect(
      await server.database.query(
        'SELECT device_id AS "deviceId", agent_id AS "agentId" FROM device_sales ORDER BY device_id',
      ),
    ).toEqual([
      { deviceId: withAgent!.id, agentId },
      { deviceId: without!.id, agentId: null },
    ]);
  });
});

describe("importing a production batch", { timeout: 60_000 }, () => {
  it("reports every row: good rows, duplicates in the file and in the database, bad serials and IMEIs", async () => {
    await importDevices(server, tokens.admin, "EXIST", 1);
    const file = await workbook(HEADER, [
      ["GOOD-0001", imei(1), "VT-100", "1.0", "1.0.0", "B2", "2026-11-02"],
      ["good-0002", "", "VT-100", "", "", "B2", new Date("2026-11-03T00:00:00Z")],
      ["GOOD-0001", "", "VT-100", "", "", "B2", ""],
      ["bad serial!", "", "VT-100", "", "", "B2", ""],
      ["EXIST-0001", "", "VT-100", "", "", "B2", ""],
      ["GOOD-0003", "123456789012345", "VT-100", "", "", "B2", ""],
      ["GOOD-0004", "", "", "", "", "B2", "2026-13-01"],
    ]);
    const answer = await importFile(server, tokens.admin, file);
    expect(answer.json?.code).toBe(0);
    const data = answer.json?.data;
    expect(data).toMatchObject({ total: 7, valid: 1, invalid: 6, imported: 1 });
    expect(data.rows.map((r: { row: number; ok: boolean }) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
      [8, false],
    ]);
    // A lowercase serial is refused as the add form refuses it, not upper-cased (issue 36).
    expect(data.rows[1].errors).toEqual(["序列号须为 8 到 32 位大写字母、数字或 -"]);
    expect(data.rows[2].errors.join()).toContain("2");
    expect(data.rows[4].errors.join()).toContain("序列号已存在");
    expect(data.rows[5].errors.join()).toContain("IMEI");
    expect(data.rows[6].errors).toHaveLength(2);
    // Secrets are answered once, only hashes stored.
    expect(data.devices.map((d: { serial: string }) => d.serial)).toEqual(["GOOD-0001"]);
    const [stored] = await server.database.query<{ secret_hash: string; produced_on: string }>(
      "SELECT secret_hash, produced_on::text FROM devices WHERE serial = 'GOOD-0001'",
    );
    expect(stored!.secret_hash).toHaveLength(64);
    expect(stored!.secret_hash).not.toContain(data.devices[0].secret);
    expect(stored!.produced_on).toBe("2026-11-02");
    const add = await post("/api/device/add", { serial: "good-0002", model: "VT-100" });
    expect(add.json).toMatchObject({ code: 1 });
    expect(add.json?.data.errors[0].field).toBe("serial");
  });

  it("refuses an IMEI a second time: later rows of the file naming the first, devices already holding it, add and edit", async () => {
    const [held] = await importDevices(server, tokens.admin, "HOLDS", 1);
    const [heldImei] = await server.database.query<{ imei: string }>(
      "SELECT imei FROM devices WHERE id = $1",
      [held!.id],
    );
    const file = await workbook(HEADER, [
      ["TWIN-0001", imei(7), "VT-100", "", "", "B5", ""],
      ["TWIN-0002", imei(7), "VT-100", "", "", "B5", ""],
      ["TWIN-0003", heldImei!.imei, "VT-100", "", "", "B5", ""],
      ["TWIN-0004", "", "VT-100", "", "", "B5", ""],
      ["TWIN-0005", "", "VT-100", "", "", "B5", ""],
    ]);
    const answer = await importFile(server, tokens.admin, file);
    expect(answer.json?.data).toMatchObject({ total: 5, valid: 3, invalid: 2, imported: 3 });
    expect(answer.json?.data.rows[1].errors).toEqual(["IMEI 与第 2 行重复"]);
    expect(answer.json?.data.rows[2].errors).toEqual(["IMEI 已被设备 HOLDS-0001 使用"]);

    // The add form and an edit: refused under the IMEI field, naming the holder; nothing saved.
    const added = await post("/api/device/add", {
      serial: "TWIN-0006",
      model: "VT-100",
      imei: imei(7),
    });
    expect(added.json?.code).toBe(1);
    expect(added.json?.data.errors).toEqual([
      { field: "imei", message: "IMEI 已被设备 TWIN-0001 使用" },
    ]);
    const [twin4] = await server.database.query<{ id: number }>(
      "SELECT id FROM devices WHERE serial = 'TWIN-0004'",
    );
    const edited = await post("/api/device/add", { id: twin4!.id, imei: imei(7) });
    expect(edited.json?.data.errors[0]).toMatchObject({ field: "imei" });
    // Editing a device with its own IMEI is no conflict.
    const [twin1] = await server.database.query<{ id: number }>(
      "SELECT id FROM devices WHERE serial = 'TWIN-0001'",
    );
    expect((await post("/api/device/add", { id: twin1!.id, imei: imei(7) })).json?.code).toBe(0);
    const rows = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM devices WHERE imei = $1",
      [imei(7)],
    );
    expect(rows[0]!.n).toBe(1);
    // The database holds it too: a write past the checks is refused by the unique index.
    const violation = await server.database
      .query("UPDATE devices SET imei = $1 WHERE serial = 'TWIN-0005'", [imei(7)])
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(violation).toBeDefined();
    // A save that raced past the check and met that index is told who holds the IMEI, under the
    // field, not the generic "设备编号已存在" that named the serial (the driver's real error here).
    const named = await createDeviceModule().hooks!.uniqueViolation!(violation, {
      input: { serial: "TWIN-0005", imei: imei(7) },
      existing: undefined,
      isCreate: true,
      request: { locale: "zh-cn" },
      ctx: { db: server.database.db },
    } as unknown as SaveContext);
    expect(named).toEqual([{ field: "imei", message: "IMEI 已被设备 TWIN-0001 使用" }]);
    // Many devices without an IMEI are fine.
    const empty = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM devices WHERE imei = ''",
    );
    expect(empty[0]!.n).toBe(2);
  });

  it("imports nothing when all or nothing is asked and a row is bad", async () => {
    const file = await workbook(HEADER, [
      ["ALL-0001", "", "VT-100", "", "", "B3", ""],
      ["ALL-0001", "", "VT-100", "", "", "B3", ""],
    ]);
    const answer = await importFile(server, tokens.admin, file, { allOrNothing: "1" });
    expect(answer.json?.data).toMatchObject({
      total: 2,
      valid: 1,
      invalid: 1,
      imported: 0,
      devices: [],
    });
    expect(await server.database.query("SELECT id FROM devices")).toEqual([]);
  });

  it("refuses a sheet without a required column, naming it, and a caller without device:import", async () => {
    const file = await workbook(["Serial", "IMEI", "Batch"], [["NOCOL-0001", "", "B4"]]);
    const answer = await server.call("POST", "/api/device/index", {
      token: tokens.admin,
      body: {},
    });
    expect(answer.json?.code).toBe(0);
    const refused = await importFile(server, tokens.admin, file);
    expect(refused.json?.code).toBe(1);
    expect(refused.json?.data.missingColumns).toEqual(["model"]);
    expect(refused.json?.msg).toContain("型号");
    expect((await importFile(server, tokens.aftersale, file)).status).toBe(403);
    const template = await server.call("GET", "/api/device/importTemplate", {
      token: tokens.admin,
    });
    expect(template.status).toBe(200);
    expect(template.headers.get("content-type")).toContain("spreadsheetml");
  });
});

describe("device calls", { timeout: 60_000 }, () => {
  it("accept the device's secret only: a wrong, rotated or deleted device's secret is refused", async () => {
    const [d] = await importDevices(server, tokens.admin, "AUTH", 1);
    expect((await deviceCall(server, d!, "heartbeat", { battery: 80 })).json?.code).toBe(0);
    const wrong = await deviceCall(
      server,
      { serial: d!.serial, secret: `${d!.secret}x` },
      "heartbeat",
    );
    expect(wrong.status).toBe(401);
    expect(
      (await deviceCall(server, { serial: "NOPE-0001", secret: d!.secret }, "heartbeat")).status,
    ).toBe(401);
    expect((await server.call("POST", "/api/device-gateway/heartbeat", { body: {} })).status).toBe(
      401,
    );

    const rotated = await post("/api/device/rotateSecret", { id: d!.id });
    const secret = rotated.json?.data.secret as string;
    expect(secret).toBeTruthy();
    expect((await deviceCall(server, d!, "heartbeat")).status).toBe(401);
    expect((await deviceCall(server, { serial: d!.serial, secret }, "heartbeat")).json?.code).toBe(
      0,
    );
    // The bearer form works too.
    const bearer = await server.call("POST", "/api/device-gateway/heartbeat", {
      body: {},
      headers: { authorization: `Device ${d!.serial}:${secret}` },
    });
    expect(bearer.json?.code).toBe(0);

    await server.call("GET", `/api/device/del?id=${d!.id}`, { token: tokens.admin });
    expect((await deviceCall(server, { serial: d!.serial, secret }, "heartbeat")).status).toBe(401);
  });

  it("give a device added by hand its secret at creation, shown once in the answer", async () => {
    const added = await post("/api/device/add", { serial: "HAND-00000001", model: "VT-100" });
    expect(added.json?.code).toBe(0);
    const secret = added.json?.data.secret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const device = { serial: "HAND-00000001", secret };
    expect((await deviceCall(server, device, "heartbeat", { battery: 90 })).json?.code).toBe(0);
    expect(
      (await deviceCall(server, { ...device, secret: `${secret}x` }, "heartbeat")).status,
    ).toBe(401);
    // Shown once: neither the info call nor an edit answers it, and only its hash is stored.
    const id = added.json?.data.id as number;
    const info = await server.call("GET", `/api/device/info?id=${id}`, { token: tokens.admin });
    expect(JSON.stringify(info.json)).not.toContain(secret);
    const edited = await post("/api/device/add", { id, serial: "HAND-00000001", model: "VT-200" });
    expect(edited.json?.data).toEqual({ id });
    const [row] = await server.database.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM devices WHERE id = $1",
      [id],
    );
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("record every heartbeat once flushed, move the device to the network tab and show it online", async () => {
    const [d, e] = await importDevices(server, tokens.admin, "BEAT", 2);
    const n = 25;
    for (let i = 0; i < n; i++) {
      const answer = await deviceCall(server, i % 2 ? d! : e!, "heartbeat", {
        battery: 50 + i,
        signal: -70,
        firmwareVersion: "1.0.0",
        lat: 30.25,
        lng: 120.16,
      });
      expect(answer.json?.code).toBe(0);
    }
    await fleetFor(server.database)!.flush();
    const [count] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM device_heartbeats",
    );
    expect(count!.n).toBe(n);
    const network = await post("/api/device/index", { tab: "network", online: true });
    expect(network.json?.data.total).toBe(2);
    expect(network.json?.data.data[0]).toMatchObject({ online: true });
    const stats = await post("/api/device/stats", {});
    expect(stats.json?.data).toMatchObject({ made: 2, network: 2, online: 2, offline: 0 });
    const series = await server.call("GET", `/api/device/heartbeats?id=${d!.id}`, {
      token: tokens.admin,
    });
    expect(series.json?.data.points).toHaveLength(12);
    expect(series.json?.data.points[0]).toMatchObject({ signal: -70, lat: 30.25 });
    // A value out of range is named.
    const bad = await deviceCall(server, d!, "heartbeat", { battery: 101 });
    expect(bad.json).toMatchObject({ code: 1 });
    expect(bad.json?.msg).toContain("battery");
  });

  it("raise an SOS that operators acknowledge and then resolve, in that order only", async () => {
    const [d] = await importDevices(server, tokens.admin, "SOS", 1);
    const raised = await deviceCall(server, d!, "sos", { lat: 30.1, lng: 120.2 });
    expect(raised.json?.code).toBe(0);
    const alarmId = raised.json?.data.alarmId as number;
    // Pressed again at once: the same alarm.
    expect((await deviceCall(server, d!, "sos", {})).json?.data.alarmId).toBe(alarmId);

    const list = await post("/api/sos/index", { status: ["new"] }, tokens.aftersale);
    expect(list.json?.data.data).toMatchObject([
      { id: alarmId, serial: d!.serial, lat: 30.1, status: "new" },
    ]);
    expect((await post("/api/sos/resolve", { id: alarmId, notes: "done" })).json?.code).toBe(1);
    const ack = await post(
      "/api/sos/acknowledge",
      { id: alarmId, notes: "calling" },
      tokens.aftersale,
    );
    expect(ack.json?.data.alarm).toMatchObject({ status: "acknowledged", handlerName: "service" });
    expect((await post("/api/sos/acknowledge", { id: alarmId })).json?.code).toBe(1);
    expect((await post("/api/sos/resolve", { id: alarmId })).json?.code).toBe(1);
    const resolved = await post("/api/sos/resolve", { id: alarmId, notes: "user is fine" });
    expect(resolved.json?.data.alarm).toMatchObject({
      status: "resolved",
      notes: "calling\nuser is fine",
    });
    const timeline = await server.call("GET", `/api/device/detail?id=${d!.id}`, {
      token: tokens.admin,
    });
    expect(timeline.json?.data.timeline[0]).toMatchObject({ type: "sos", detail: { alarmId } });
  });
});
