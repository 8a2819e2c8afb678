import { type RecordResource, recordScreensIn, seedMenuOf } from "@vitrine/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../config.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { resetWithModules, signInAll, type Tokens } from "../testing.js";
import { recordTableSql } from "./ddl.js";
import { addRecordMenus } from "./menus.js";

const zh = (cn: string, en: string, tw: string) => ({ "zh-cn": cn, en, "zh-tw": tw });
const LISTED = { sortable: true, filter: "contains" } as const;

/**
 * A resource the contract does not have, declared here as a developer would add one (issue 37):
 * this object is all there is; the server must make its table, calls, permissions and menu.
 */
const CARRIER: RecordResource = {
  name: "carrier",
  section: "system",
  table: "test_carriers",
  title: zh("快递公司", "Carriers", "快遞公司"),
  icon: "CarOutlined",
  roles: ["admin"],
  nameField: "name",
  fields: [
    // Searched by part of its name, sorted by it, required and at most 30 characters.
    {
      key: "name",
      label: zh("名称", "Name", "名稱"),
      type: "string",
      max: 30,
      required: true,
      ...LISTED,
    },
    {
      key: "trackingUrl",
      type: "string",
      label: zh("查询网址", "Tracking URL", "查詢網址"),
      max: 200,
    },
    {
      key: "baseFee",
      type: "money",
      label: zh("首重运费", "Base fee", "首重運費"),
      min: 0,
      max: 100_000,
    },
  ],
};

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer({ extraRecords: [CARRIER] });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  // As a database seeded before the declaration: the start adds its screen once.
  await server.database.query("DELETE FROM vitrine_migrations WHERE id = 'record-menu:carrier'");
  await server.database.query("TRUNCATE test_carriers RESTART IDENTITY");
  await addRecordMenus(server.database, [CARRIER]);
  tokens = await signInAll(server);
});

const call = (url: string, body: unknown, token = tokens.admin, language = "zh-cn") =>
  server.call("POST", url, { token, body, headers: { "accept-language": language } });

describe("a record resource declared once", () => {
  it("gets its screen and six buttons under its section, granted to its roles, once", async () => {
    const screens = await server.database.query<{ id: number; path: string; component: string }>(
      "SELECT m.id, m.path, m.component FROM menus m JOIN menus p ON p.id = m.pid WHERE m.name = 'systemCarrier' AND p.path = '/system'",
    );
    expect(screens).toEqual([
      { id: expect.any(Number), path: "/system/carrier", component: "system/carrier/index" },
    ]);
    const buttons = await server.database.query<{ permission: string; granted: string[] }>(
      `SELECT b.permission, array_agg(r.sign ORDER BY r.sign) AS granted FROM menus b
       JOIN role_menus rm ON rm.menu_id = b.id JOIN roles r ON r.id = rm.role_id
       WHERE b.pid = $1 GROUP BY b.permission, b.sort ORDER BY b.sort`,
      [screens[0]!.id],
    );
    expect(buttons).toEqual(
      ["index", "add", "edit", "del", "status", "export"].map((action) => ({
        permission: `carrier:${action}`,
        granted: ["admin"],
      })),
    );
    // Remembered: a second start adds nothing, and a screen the operator deleted stays deleted.
    expect(await addRecordMenus(server.database, [CARRIER])).toEqual([]);
    await server.database.query("DELETE FROM menus WHERE name = 'systemCarrier' OR pid = $1", [
      screens[0]!.id,
    ]);
    await addRecordMenus(server.database, [CARRIER]);
    const again = await server.database.query("SELECT 1 FROM menus WHERE name = 'systemCarrier'");
    expect(again).toEqual([]);
  });

  it("is listed, added, edited, switched off, exported and deleted through the generic calls", async () => {
    const added = await call("/api/carrier/add", { name: "SF Express", baseFee: 1200 });
    expect(added.json).toMatchObject({ code: 0 });
    const id = added.json?.data.id;
    await call("/api/carrier/add", { id, name: "SF Express", trackingUrl: "https://sf.example" });
    await call("/api/carrier/status", { id, status: 0 });
    const list = await call("/api/carrier/index", { name: "sf" });
    expect(list.json?.data).toMatchObject({
      total: 1,
      data: [
        { id, name: "SF Express", trackingUrl: "https://sf.example", baseFee: 1200, status: 0 },
      ],
    });
    const exported = await server.call("GET", "/api/carrier/index?is_down=1&format=csv", {
      token: tokens.admin,
      headers: { "accept-language": "en" },
    });
    expect(exported.text).toContain("Name");
    expect(exported.text).toContain("SF Express");
    expect(exported.text).toContain("12.00");
    expect(
      (await server.call("GET", `/api/carrier/del?id=${id}`, { token: tokens.admin })).json,
    ).toMatchObject({ code: 0 });
    expect((await call("/api/carrier/index", {})).json?.data.total).toBe(0);
  });

  it("refuses bad input in the caller's language and stores nothing", async () => {
    const missing = await call("/api/carrier/add", { trackingUrl: "x" });
    expect(missing.json).toMatchObject({ code: 1, msg: "请输入名称" });
    const long = await call("/api/carrier/add", { name: "x".repeat(31) }, tokens.admin, "en");
    expect(long.json).toMatchObject({ code: 1, msg: "Name allows at most 30 characters" });
    const fee = await call("/api/carrier/add", { name: "EMS", baseFee: -1 }, tokens.admin, "zh-tw");
    expect(fee.json?.code).toBe(1);
    expect(fee.json?.msg).toContain("首重運費");
    expect((await call("/api/carrier/index", {})).json?.data.total).toBe(0);
  });

  it("enforces its permissions on the server: a role without the grant is refused", async () => {
    const refused = await call("/api/carrier/add", { name: "EMS" }, tokens.common);
    expect(refused.status).toBe(403);
    expect((await call("/api/carrier/index", {}, tokens.common)).status).toBe(403);
    expect((await call("/api/carrier/index", {})).json?.data.total).toBe(0);
  });
});

describe("the declaration's other products", () => {
  it("gives the menu seed and the route table its screen under its section", () => {
    const [screen] = recordScreensIn("system", [CARRIER]);
    expect(screen).toMatchObject({
      path: "/system/carrier",
      name: "systemCarrier",
      view: "system/carrier/index",
      record: "carrier",
    });
    expect(seedMenuOf(screen!).buttons?.map((button) => button.permission)).toContain(
      "carrier:export",
    );
  });

  it("stops the start on a name that cannot be written into SQL as it is", () => {
    for (const bad of [
      { ...CARRIER, table: 'x"; DROP TABLE users; --' },
      { ...CARRIER, fields: [...CARRIER.fields, { ...CARRIER.fields[0]!, key: "name" }] },
      { ...CARRIER, fields: [{ ...CARRIER.fields[0]!, key: "status" }] },
      { ...CARRIER, nameField: "title" },
    ])
      expect(() => recordTableSql(bad)).toThrow(ConfigError);
  });
});
