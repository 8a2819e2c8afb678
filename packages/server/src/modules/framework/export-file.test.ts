import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { declaredRecordModule } from "../records/module.js";
import { text } from "../system/fields.js";
import { resetWithModules } from "../testing.js";
import { buildExport, centsToYuan, exportFields } from "./export-file.js";
import { lookupLabels } from "./export-labels.js";
import type { ModuleDeclaration, Row } from "./types.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => resetWithModules(server));

const { table: organizeTable, id: organizeId } = declaredRecordModule("organize");

/** A module as a shop's would be: a price in cents, the user who made it, a status, and its lines. */
const sales: ModuleDeclaration = {
  name: "sale",
  permission: "sale",
  title: text("销售", "Sales", "銷售"),
  table: organizeTable,
  id: organizeId,
  actions: ["export"],
  defaultOrder: { key: "name", direction: "asc" },
  fields: [
    { key: "name", type: "string", label: text("名称", "Name", "名稱"), export: true },
    {
      key: "priceCents",
      type: "integer",
      kind: "money",
      label: text("价格（分）", "Price (cents)", "價格（分）"),
      export: true,
    },
    {
      key: "userId",
      type: "integer",
      label: text("操作人", "Operator", "操作人"),
      exportLabels: lookupLabels(users, users.id, users.username),
      export: true,
    },
    {
      key: "userIds",
      type: "integerList",
      label: text("参与人", "People", "參與人"),
      exportLabels: lookupLabels(users, users.id, users.username),
      export: true,
    },
    {
      key: "skuId",
      type: "integer",
      label: text("规格", "SKU", "規格"),
      exportValue: (row) => (row.specText ? `${row.name} / ${row.specText}` : row.skuId),
      export: true,
    },
    {
      key: "status",
      type: "integer",
      label: text("状态", "Status", "狀態"),
      dictionary: "status",
      options: [
        { value: 1, label: text("启用", "Active", "啟用") },
        { value: 0, label: text("禁用", "Disabled", "禁用") },
      ],
      export: true,
    },
  ],
  hooks: {
    // One line per SKU, as the goods export writes them.
    exportRows: async (_db, rows) =>
      rows.flatMap((row) =>
        ((row.skus as string[] | undefined) ?? [""]).map((sku) => ({
          ...row,
          name: sku ? `${row.name} / ${sku}` : row.name,
        })),
      ),
  },
};

async function userId(username: string) {
  const rows = await server.database.query<{ id: number }>(
    "SELECT id FROM users WHERE username = $1",
    [username],
  );
  return rows[0]!.id;
}

async function csvLines(rows: Row[], locale: "zh-cn" | "en" | "zh-tw" = "zh-cn") {
  const file = await buildExport(sales, rows, { format: "csv", locale, db: server.database.db });
  return file.toString("utf8").slice(1).trim().split("\r\n");
}

describe("buildExport", () => {
  it("writes money in yuan, ids as names, a SKU by its product and spec, codes as the screen's labels, one line per SKU", async () => {
    const admin = await userId("admin");
    const test = await userId("test");
    const lines = await csvLines([
      {
        name: "Tea",
        priceCents: 1235,
        userId: admin,
        userIds: [admin, test],
        skuId: 7,
        specText: "大杯",
        status: 1,
        skus: ["红", "蓝"],
      },
      { name: "Cup", priceCents: -5, userId: 99_999, userIds: [], status: 0 },
      { name: "Pen", priceCents: null, userId: null, userIds: null, status: 1 },
    ]);
    expect(lines).toEqual([
      "名称,价格（元）,操作人,参与人,规格,状态",
      `Tea / 红,12.35,admin,"admin,test",Tea / 红 / 大杯,启用`,
      `Tea / 蓝,12.35,admin,"admin,test",Tea / 蓝 / 大杯,启用`,
      // An id whose row is gone is written as stored rather than dropped.
      "Cup,-0.05,99999,,,禁用",
      "Pen,,,,,启用",
    ]);
    expect((await csvLines([{ name: "Tea", priceCents: 100 }], "en"))[0]).toBe(
      "Name,Price (yuan),Operator,People,SKU,Status",
    );
  });

  it("labels a dictionary value as the operator relabelled it, and money as a number in xlsx", async () => {
    await server.database.query(
      "UPDATE dict_items SET label = '上架' FROM dict_types WHERE dict_types.id = dict_items.type_id AND dict_types.code = 'status' AND dict_items.value = '1'",
    );
    expect((await csvLines([{ name: "Tea", status: 1 }]))[1]).toBe("Tea,,,,,上架");
    const file = await buildExport(sales, [{ name: "Tea", priceCents: 1990 }], {
      format: "xlsx",
      locale: "zh-cn",
      db: server.database.db,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getCell("B2");
    expect(cell.value).toBe(19.9);
    expect(cell.numFmt).toBe("0.00");
  });

  it("turns cents into yuan exactly", () => {
    expect([0, 1, 10, 199, 100_000_000, -1234].map(centsToYuan)).toEqual([
      "0.00",
      "0.01",
      "0.10",
      "1.99",
      "1000000.00",
      "-12.34",
    ]);
  });
});

describe("every module export", () => {
  it("writes each amount of cents in yuan", async () => {
    const { loggedModules, systemModules } = await import("../declarations.js");
    const { deviceSaleModule } = await import("../../devices/sales-declaration.js");
    const { marketingModules } = await import("../../marketing/declarations.js");
    const modules = [...loggedModules, ...systemModules, deviceSaleModule, ...marketingModules()];
    const inCents = modules.flatMap((m) =>
      exportFields(m)
        .filter((f) => /cents$/i.test(f.key) && f.kind !== "money")
        .map((f) => `${m.name}.${f.key}`),
    );
    expect(inCents).toEqual([]);
  });
});
