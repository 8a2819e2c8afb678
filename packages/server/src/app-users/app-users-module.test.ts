import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { APP_TEST_ENV, insertAppUser } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer({ env: APP_TEST_ENV });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  tokens = await signInAll(server);
  ids.li = await insertAppUser(server, {
    phone: "13800138001",
    nickname: "李雷",
    gender: 1,
    region: "110105",
    registeredAt: "2026-01-10T02:00:00Z",
  });
  ids.han = await insertAppUser(server, {
    phone: "13800138002",
    nickname: "韩梅梅",
    gender: 2,
    region: "440305",
    isDistributor: true,
    registeredAt: "2026-02-10T02:00:00Z",
  });
  ids.wang = await insertAppUser(server, {
    phone: "15900000003",
    nickname: "王五",
    region: "110108",
    status: 0,
    registeredAt: "2026-03-10T02:00:00Z",
  });
});

const list = async (body: Record<string, unknown>, token = tokens.admin) => {
  const answer = await server.call("POST", "/api/appUser/index", { token, body });
  expect(answer.json?.code).toBe(0);
  return ((answer.json?.data.data ?? []) as Array<{ id: number }>).map((r) => r.id);
};

/** The device area's table where its migration has run; otherwise the few columns read here. */
async function ensureDevicesTable() {
  const [row] = await server.database.query<{ present: boolean }>(
    "SELECT to_regclass('public.devices') IS NOT NULL AS present",
  );
  if (!row?.present)
    await server.database.runScript(`CREATE TABLE devices (
      id serial PRIMARY KEY, serial varchar(32) NOT NULL UNIQUE, model varchar(64) NOT NULL,
      state varchar(16) NOT NULL DEFAULT 'made', app_user_id integer, last_seen_at timestamptz)`);
}

describe("app users in the back office", () => {
  it("lists newest first and filters by phone, nickname, gender, region, status, distributor and time", async () => {
    expect(await list({})).toEqual([ids.wang, ids.han, ids.li]);
    expect(await list({ phone: "138001380" })).toEqual([ids.han, ids.li]);
    expect(await list({ nickname: "梅" })).toEqual([ids.han]);
    expect(await list({ gender: 2 })).toEqual([ids.han]);
    // A city code finds every district in it.
    expect(await list({ region: "1101" })).toEqual([ids.wang, ids.li]);
    expect(await list({ region: "440305" })).toEqual([ids.han]);
    expect(await list({ status: 0 })).toEqual([ids.wang]);
    // Past the smallint columns' range: nothing matches, and the query does not fail.
    expect(await list({ status: 1668300018 })).toEqual([]);
    expect(await list({ gender: -40000 })).toEqual([]);
    expect(await list({ isDistributor: true })).toEqual([ids.han]);
    expect(
      await list({ registeredAt: ["2026-02-01T00:00:00+08:00", "2026-03-01T00:00:00+08:00"] }),
    ).toEqual([ids.han]);
  });

  it("refuses a second user with the same phone and a phone that is not a mainland mobile", async () => {
    const duplicate = await server.call("POST", "/api/appUser/add", {
      token: tokens.admin,
      body: { phone: "13800138001", nickname: "again" },
    });
    expect(duplicate.json?.code).toBe(1);
    expect(duplicate.json?.msg).toBe("手机号已存在");
    const bad = await server.call("POST", "/api/appUser/add", {
      token: tokens.admin,
      body: { phone: "1380013800" },
      headers: { "accept-language": "en" },
    });
    expect(bad.json?.code).toBe(1);
    expect(bad.json?.data.errors[0].field).toBe("phone");
    const script = await server.call("POST", "/api/appUser/add", {
      token: tokens.admin,
      body: { phone: "18600000001", avatar: "javascript:alert(1)" },
    });
    expect(script.json?.data.errors[0].field).toBe("avatar");
    const added = await server.call("POST", "/api/appUser/add", {
      token: tokens.admin,
      body: { phone: "18600000000", nickname: "新用户" },
    });
    expect(added.json?.code).toBe(0);
  });

  it("edits the distributor flag and writes operation log rows for edits and status changes", async () => {
    const edit = await server.call("POST", "/api/appUser/add", {
      token: tokens.admin,
      body: { id: ids.li, isDistributor: true },
    });
    expect(edit.json?.code).toBe(0);
    expect(await list({ isDistributor: true })).toEqual([ids.han, ids.li]);
    await server.call("POST", "/api/appUser/status", {
      token: tokens.admin,
      body: { id: ids.li, status: 0 },
    });
    const logs = await server.database.query<{ action: string; ids: string }>(
      "SELECT action, ids FROM operation_logs WHERE module = 'appUser' ORDER BY id",
    );
    expect(logs).toEqual([
      { action: "edit", ids: String(ids.li) },
      { action: "status", ids: String(ids.li) },
    ]);
  });

  it("shows the devices bound to a user, from the device area's table", async () => {
    await ensureDevicesTable();
    await server.database.query(
      `INSERT INTO devices (serial, model, state, app_user_id) VALUES
       ('SN-A', 'W1', 'sold', $1), ('SN-B', 'W2', 'sold', $1), ('SN-C', 'W1', 'sold', $2)`,
      [ids.li, ids.han],
    );
    const devices = await server.call("GET", `/api/appUser/devices?id=${ids.li}`, {
      token: tokens.admin,
    });
    expect(devices.json?.data.map((d: { serial: string }) => d.serial)).toEqual(["SN-A", "SN-B"]);
    const answer = await server.call("POST", "/api/appUser/index", {
      token: tokens.admin,
      body: { phone: "13800138001" },
    });
    expect(answer.json?.data.data[0].deviceSerials).toBe("SN-A,SN-B");
    const huge = await server.call("GET", "/api/appUser/devices?id=99999999999", {
      token: tokens.admin,
    });
    expect(huge.json?.code).toBe(1);
    const info = await server.call("GET", `/api/appUser/info?id=${ids.han}`, {
      token: tokens.admin,
    });
    expect(info.json?.data.devices.map((d: { serial: string }) => d.serial)).toEqual(["SN-C"]);
  });

  it("exports the matching users with their labels", async () => {
    const response = await fetch(`${server.baseUrl}/api/appUser/index?is_down=1&gender=1`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain("手机号");
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toContain("13800138001");
  });

  it("refuses every call to a user without the button", async () => {
    const listing = await server.call("POST", "/api/appUser/index", {
      token: tokens.common,
      body: {},
    });
    expect(listing.status).toBe(403);
    const status = await server.call("POST", "/api/appUser/status", {
      token: tokens.aftersale,
      body: { id: ids.li, status: 0 },
    });
    expect(status.status).toBe(403);
    expect(
      (await server.call("GET", `/api/appUser/devices?id=${ids.li}`, { token: tokens.common }))
        .status,
    ).toBe(403);
  });
});
