import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { resetWithModules } from "./testing.js";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
  for (const [name, description] of [
    ["North shop", '=HYPERLINK("http://evil.example","x")'],
    ["South shop", "+1"],
    ["East shop", 'plain, with "quotes"'],
  ])
    await server.call("POST", "/api/organize/add", { token: admin, body: { name, description } });
});

async function download(url: string) {
  const response = await fetch(server.baseUrl + url, {
    headers: { authorization: `Bearer ${admin}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe("GET /api/<module>/index?is_down=1", () => {
  it("downloads every matching row as xlsx, named in UTF-8", async () => {
    const { response, bytes } = await download("/api/user/index?is_down=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="user-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/,
    );
    const utf8Name = decodeURIComponent(disposition.split("UTF-8''")[1]!);
    expect(utf8Name).toMatch(/^用户管理-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(bytes);
    expect(rows[0]).toEqual(
      expect.arrayContaining(["用户名", "手机号", "登录 IP", "错误次数", "创建时间 (UTC)", "角色"]),
    );
    const usernames = rows.slice(1).map((r) => r[rows[0]!.indexOf("用户名")]);
    expect(usernames.sort()).toEqual(["admin", "service", "test"]);
    expect(rows[0]).not.toContain("密码");
  });

  it("applies the filters and the selected ids, in every page at once", async () => {
    for (let i = 0; i < 25; i++)
      await server.database.query("INSERT INTO organizes (name, description) VALUES ($1, 'bulk')", [
        `Bulk ${i}`,
      ]);
    const { bytes } = await download("/api/organize/index?is_down=1&description=bulk&limit=10");
    expect((await sheetRows(bytes)).length).toBe(1 + 25);
    const selected = await download("/api/organize/index?is_down=1&format=csv&ids=1,3");
    const text = selected.bytes.toString("utf8");
    expect(text).toContain("North shop");
    expect(text).toContain("East shop");
    expect(text).not.toContain("South shop");
  });

  it("escapes cells that a spreadsheet would run as formulas", async () => {
    const { bytes } = await download("/api/organize/index?is_down=1&order_field=id&order_type=asc");
    const rows = await sheetRows(bytes);
    const column = rows[0]!.indexOf("描述");
    expect(rows[1]![column]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(rows[2]![column]).toBe("'+1");
  });

  it("writes csv with a BOM, quoted fields and option labels in the caller's language", async () => {
    const response = await fetch(
      `${server.baseUrl}/api/organize/index?is_down=1&format=csv&order_field=id&order_type=asc`,
      {
        headers: { authorization: `Bearer ${admin}`, "accept-language": "en" },
      },
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''Organizes-");
    const text = Buffer.from(await response.arrayBuffer()).toString("utf8");
    expect(text.startsWith("\uFEFFID,Name,Description,Status,Created (UTC)\r\n")).toBe(true);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[1]).toMatch(
      /^1,North shop,"'=HYPERLINK\(""http:\/\/evil.example"",""x""\)",Active,/,
    );
    expect(lines[3]).toMatch(/^3,East shop,"plain, with ""quotes""",Active,/);
  });

  it("writes times on the wall clock of the operator's zone, and names the zone", async () => {
    await server.database.query(
      "UPDATE organizes SET created_at = '2024-03-09T16:30:05Z' WHERE name = 'North shop'",
    );
    const lineOf = async (query: string) => {
      const { bytes } = await download(`/api/organize/index?is_down=1&format=csv&ids=1${query}`);
      return bytes.toString("utf8").slice(1).trim().split("\r\n");
    };
    const [shanghaiHeader, shanghai] = await lineOf("&tz=Asia%2FShanghai");
    expect(shanghaiHeader).toBe("编号,名称,描述,状态,创建时间 (Asia/Shanghai)");
    expect(shanghai!.endsWith(",2024-03-10 00:30:05")).toBe(true);
    const [newYorkHeader, newYork] = await lineOf("&tz=America%2FNew_York");
    expect(newYorkHeader).toContain("创建时间 (America/New_York)");
    expect(newYork!.endsWith(",2024-03-09 11:30:05")).toBe(true);
    const [utcHeader, utc] = await lineOf("");
    expect(utcHeader).toContain("创建时间 (UTC)");
    expect(utc!.endsWith(",2024-03-09 16:30:05")).toBe(true);

    const { bytes } = await download("/api/organize/index?is_down=1&ids=1&tz=Asia%2FShanghai");
    const rows = await sheetRows(bytes);
    const column = rows[0]!.indexOf("创建时间 (Asia/Shanghai)");
    expect(rows[1]![column]).toBe("2024-03-10 00:30:05");

    const bad = await server.call("GET", "/api/organize/index?is_down=1&tz=Mars%2FOlympus", {
      token: admin,
      headers: { "accept-language": "en" },
    });
    expect(bad.json).toMatchObject({ code: 1, msg: "Unknown time zone Mars/Olympus" });
  });

  it("writes the rows in the order asked for, like the list", async () => {
    const names = async (order: string) => {
      const { bytes } = await download(`/api/organize/index?is_down=1&format=csv${order}`);
      return bytes
        .toString("utf8")
        .slice(1)
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[1]);
    };
    expect(await names("&order_field=name&order_type=asc")).toEqual([
      "East shop",
      "North shop",
      "South shop",
    ]);
    expect(await names("&order_field=name&order_type=desc")).toEqual([
      "South shop",
      "North shop",
      "East shop",
    ]);
  });

  it("refuses an export of more rows than a file holds, saying how many matched", async () => {
    await server.database.query(
      "INSERT INTO organizes (name, description) SELECT 'Many ' || g, 'many' FROM generate_series(1, 99998) g",
    );
    // 3 + 99,998 = 100,001 rows, one more than a file holds.
    for (const format of ["xlsx", "csv"]) {
      const refused = await server.call("GET", `/api/organize/index?is_down=1&format=${format}`, {
        token: admin,
      });
      expect(refused.status).toBe(200);
      expect(refused.json).toMatchObject({
        code: 1,
        msg: "共有 100001 条数据符合条件，超过上限 100000 条，请缩小筛选范围",
      });
    }
    const zhTw = await server.call("GET", "/api/organize/index?is_down=1", {
      token: admin,
      headers: { "accept-language": "zh-tw" },
    });
    expect(zhTw.json?.msg).toBe("共有 100001 筆資料符合條件，超過上限 100000 筆，請縮小篩選範圍");
    const narrowed = await download("/api/organize/index?is_down=1&format=csv&name=shop");
    expect(narrowed.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(narrowed.bytes.toString("utf8").trim().split("\r\n")).toHaveLength(1 + 3);
  });

  it("refuses an unknown format and bad filters with code 1", async () => {
    const format = await server.call("GET", "/api/organize/index?is_down=1&format=pdf", {
      token: admin,
    });
    expect(format.json).toMatchObject({ code: 1, msg: "导出格式只能是 xlsx 或 csv" });
    const filter = await server.call("GET", "/api/organize/index?is_down=1&nope=1", {
      token: admin,
    });
    expect(filter.json).toMatchObject({ code: 1, msg: "未知的筛选条件 nope" });
  });
});
