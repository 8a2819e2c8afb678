import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { resetWithModules } from "./testing.js";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  admin = await server.signIn("admin", "Admin-pass-1");
  // 25 organizes: names "Org 01".."Org 25", every third disabled, created one day apart.
  for (let i = 1; i <= 25; i++) {
    const day = String(i).padStart(2, "0");
    await server.database.query(
      "INSERT INTO organizes (name, description, status, created_at) VALUES ($1, $2, $3, $4)",
      [
        `Org ${day}`,
        i === 7 ? "100%_off\\deal" : `Team ${i}`,
        i % 3 === 0 ? 0 : 1,
        `2024-01-${day}T10:00:00Z`,
      ],
    );
  }
});

const index = (body: unknown) => server.call("POST", "/api/organize/index", { token: admin, body });

describe("POST /api/<module>/index", () => {
  it("answers the total and one page, newest first by default", async () => {
    const result = await index({ page: 2, limit: 10 });
    expect(result.json?.code).toBe(0);
    expect(result.json?.data.total).toBe(25);
    expect(result.json?.data.data.map((r: { name: string }) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Org ${String(15 - i).padStart(2, "0")}`),
    );
  });

  it("joins filtered, sorted pages into the whole list: deep pages, rows of equal time in id order", async () => {
    for (let i = 1; i <= 5; i++)
      await server.database.query(
        "INSERT INTO organizes (name, description, status, created_at) VALUES ($1, 'Same time', 1, '2024-02-01T00:00:00Z')",
        [`Org tie ${i}`],
      );
    const order = { name: "org", order_field: "createdAt", order_type: "desc" };
    const whole = await index({ ...order, limit: 50 });
    expect(whole.json?.data.total).toBe(30);
    const pages: Array<{ id: number; name: string }> = [];
    for (const page of [1, 2, 3]) {
      const answer = await index({ ...order, page, limit: 10 });
      expect(answer.json?.code).toBe(0);
      pages.push(...answer.json!.data.data);
    }
    expect(pages.map((r: { id: number }) => r.id)).toEqual(
      whole.json?.data.data.map((r: { id: number }) => r.id),
    );
    expect(new Set(pages.map((r: { id: number }) => r.id)).size).toBe(30);
    // The five of the same second come first (the newest), the later-inserted first.
    expect(pages.slice(0, 5).map((r: { name: string }) => r.name)).toEqual(
      [5, 4, 3, 2, 1].map((i) => `Org tie ${i}`),
    );
    expect(pages.at(-1)?.name).toBe("Org 01");
  });

  it("sorts by a declared column in either direction", async () => {
    const asc = await index({ limit: 20, order_field: "name", order_type: "asc" });
    expect(asc.json?.data.data[0].name).toBe("Org 01");
    const desc = await index({ limit: 20, order_field: "createdAt", order_type: "desc" });
    expect(desc.json?.data.data[0].name).toBe("Org 25");
  });

  it("filters exactly, by substring, by date range and by a list of values", async () => {
    const disabled = await index({ status: 0, limit: 50 });
    expect(disabled.json?.data.total).toBe(8);
    const contains = await index({ name: "org 1" });
    expect(contains.json?.data.total).toBe(10);
    const range = await index({ createdAt: ["2024-01-05", "2024-01-09"], limit: 50 });
    expect(range.json?.data.total).toBe(5);
    const oneOf = await index({ id: 3 });
    expect(oneOf.json?.data.data.map((r: { id: number }) => r.id)).toEqual([3]);
  });

  it("answers each request its own rows when requests of one shape share a statement", async () => {
    // Same filters and order, different values: one prepared statement, different answers.
    const names = async (body: Record<string, unknown>) => {
      const answer = await index({ limit: 50, order_field: "name", order_type: "asc", ...body });
      return answer.json?.data.data.map((r: { name: string }) => r.name);
    };
    expect(await names({ name: "Org 0" })).toHaveLength(9);
    expect(await names({ name: "Org 2" })).toEqual([
      "Org 20",
      "Org 21",
      "Org 22",
      "Org 23",
      "Org 24",
      "Org 25",
    ]);
    expect(await names({ status: 0, page: 1, limit: 10 })).toHaveLength(8);
    expect(await names({ status: 1, page: 2, limit: 10 })).toEqual([
      "Org 16",
      "Org 17",
      "Org 19",
      "Org 20",
      "Org 22",
      "Org 23",
      "Org 25",
    ]);
    // Ranges with one end, both ends, a whole last day and a time: each its own statement.
    expect(await names({ createdAt: ["2024-01-24", null] })).toEqual(["Org 24", "Org 25"]);
    expect(await names({ createdAt: [null, "2024-01-02"] })).toEqual(["Org 01", "Org 02"]);
    expect(await names({ createdAt: [null, "2024-01-02 09:00:00"] })).toEqual(["Org 01"]);
    expect(await names({ createdAt: ["2024-01-03", "2024-01-04"] })).toEqual(["Org 03", "Org 04"]);
    expect(await names({ createdAt: ["2024-01-10", "2024-01-11"] })).toEqual(["Org 10", "Org 11"]);
  });

  it("reads a date range as instants with the operator's offset, the end excluded", async () => {
    // Around the local day 2024-03-10 at UTC+8, which runs from 2024-03-09T16:00Z to 2024-03-10T16:00Z.
    for (const [name, at] of [
      ["Before", "2024-03-09T15:59:59.999Z"],
      ["Early", "2024-03-09T16:30:00Z"],
      ["Mid", "2024-03-10T03:00:00Z"],
      ["LastInstant", "2024-03-10T15:59:59.999Z"],
      ["NextStart", "2024-03-10T16:00:00Z"],
      ["Late", "2024-03-10T17:00:00Z"],
    ])
      await server.database.query(
        "INSERT INTO organizes (name, description, status, created_at) VALUES ($1, 'clock', 1, $2)",
        [name, at],
      );
    const names = async (createdAt: unknown[]) => {
      const answer = await index({ description: "clock", createdAt, limit: 50 });
      expect(answer.json?.code).toBe(0);
      return answer.json?.data.data.map((r: { name: string }) => r.name).sort();
    };
    // What the app sends for the local days [2024-03-10, 2024-03-10].
    expect(await names(["2024-03-10T00:00:00+08:00", "2024-03-11T00:00:00+08:00"])).toEqual([
      "Early",
      "LastInstant",
      "Mid",
    ]);
    // The same instants written in UTC mean the same.
    expect(await names(["2024-03-09T16:00:00Z", "2024-03-10T16:00:00Z"])).toEqual([
      "Early",
      "LastInstant",
      "Mid",
    ]);
    // A date without a time is a UTC day, its whole last day included (for API clients).
    expect(await names(["2024-03-10", "2024-03-10"])).toEqual([
      "LastInstant",
      "Late",
      "Mid",
      "NextStart",
    ]);
  });

  it("reuses a total only until a change: an add and a delete show at once", async () => {
    // Past the settle time of beforeEach's inserts, so the second ask is answered from the cache.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await index({ status: 1 })).json?.data.total).toBe(17);
    expect((await index({ status: 1 })).json?.data.total).toBe(17);
    const add = await server.call("POST", "/api/organize/add", {
      token: admin,
      body: { name: "Org 26", description: "new", status: 1 },
    });
    expect(add.json?.code).toBe(0);
    expect((await index({ status: 1 })).json?.data.total).toBe(18);
    await server.call("GET", "/api/organize/del?id=1,2", { token: admin });
    expect((await index({ status: 1 })).json?.data.total).toBe(16);
  });

  it("treats % and _ typed in a search as plain characters", async () => {
    const result = await index({ description: "100%_off\\" });
    expect(result.json?.data.total).toBe(1);
    const wildcard = await index({ description: "%" });
    expect(wildcard.json?.data.total).toBe(1);
  });

  it("refuses page sizes outside 10, 20, 30, 50, 100, 200 with code 1", async () => {
    const result = await index({ limit: 1000 });
    expect(result.json).toMatchObject({
      code: 1,
      msg: "每页条数只能是 10、20、30、50、100 或 200",
    });
  });

  it("answers the filters in a GET as well", async () => {
    const result = await server.call(
      "GET",
      `/api/organize/index?status=0&createdAt=${encodeURIComponent('["2024-01-01","2024-01-10"]')}`,
      { token: admin },
    );
    expect(result.json?.data.total).toBe(3);
  });
});

describe("injection attempts are refused or taken literally", () => {
  it("through order_field and order_type", async () => {
    for (const order_field of [
      "id; DROP TABLE users",
      "name desc, (SELECT 1)",
      "password_hash",
      "1",
    ]) {
      const result = await index({ order_field });
      expect(result.status).toBe(200);
      expect(result.json?.code).toBe(1);
    }
    for (const order_type of ["desc; DROP TABLE users", "asc nulls first", "DESC--"]) {
      const result = await index({ order_field: "name", order_type });
      expect(result.json).toMatchObject({ code: 1, msg: "排序方向只能是 asc 或 desc" });
    }
  });

  it("through filter names and values", async () => {
    for (const name of ["1=1 OR name", "name'--", "password_hash", "__proto__"]) {
      const result = await server.call("POST", "/api/organize/index", {
        token: admin,
        rawBody: JSON.stringify({ [name]: "x" }),
      });
      expect(result.json?.code).toBe(1);
    }
    const literal = await index({ name: "' OR '1'='1" });
    expect(literal.json).toMatchObject({ code: 0, data: { total: 0 } });
    const typed = await index({ status: "1 OR 1=1" });
    expect(typed.json?.code).toBe(1);
    const range = await index({ createdAt: ["2024-01-01'); DROP TABLE users; --", ""] });
    expect(range.json?.code).toBe(1);
    const users = await server.database.query("SELECT count(*)::int AS n FROM users");
    expect(users[0]).toEqual({ n: 3 });
  });

  it("through ids of info, del and status", async () => {
    for (const id of ["1 OR 1=1", "1;DROP TABLE organizes", "1,abc", "-1"]) {
      const info = await server.call("GET", `/api/organize/info?id=${encodeURIComponent(id)}`, {
        token: admin,
      });
      expect(info.json?.code).toBe(1);
      const del = await server.call("GET", `/api/organize/del?id=${encodeURIComponent(id)}`, {
        token: admin,
      });
      expect(del.json).toMatchObject({ code: 1, msg: "id 必须是整数，多个用逗号分隔" });
      const status = await server.call("POST", "/api/organize/status", {
        token: admin,
        body: { id, status: 0 },
      });
      expect(status.json?.code).toBe(1);
    }
    expect((await index({})).json?.data.total).toBe(25);
  });
});

describe("info, list, status, del and the operation log", () => {
  it("reads one row, changes its status, deletes rows and logs each change", async () => {
    const info = await server.call("GET", "/api/organize/info?id=2", { token: admin });
    expect(info.json?.data).toMatchObject({ id: 2, name: "Org 02", status: 1 });
    const status = await server.call("POST", "/api/organize/status", {
      token: admin,
      body: { id: 2, status: 0 },
    });
    expect(status.json?.code).toBe(0);
    // Each entry is written in words in the language of the operator who acted.
    const del = await server.call("GET", "/api/organize/del?id=1,2", {
      token: admin,
      headers: { "accept-language": "en" },
    });
    expect(del.json).toMatchObject({ code: 0, data: { ids: [1, 2] } });
    expect((await index({})).json?.data.total).toBe(23);
    const logs = await server.database.query<Record<string, unknown>>(
      "SELECT username, module, action, ids, ip, summary FROM operation_logs ORDER BY id",
    );
    expect(logs).toEqual([
      {
        username: "admin",
        module: "organize",
        action: "status",
        ids: "2",
        ip: "127.0.0.1",
        summary: "禁用 Org 02 (#2)",
      },
      {
        username: "admin",
        module: "organize",
        action: "del",
        ids: "1,2",
        ip: "127.0.0.1",
        summary: "Deleted Org 01 (#1), Org 02 (#2)",
      },
    ]);
  });

  it("refuses a status other than 1 or 0", async () => {
    const result = await server.call("POST", "/api/organize/status", {
      token: admin,
      body: { id: 1, status: 2 },
      headers: { "accept-language": "en" },
    });
    expect(result.json).toMatchObject({
      code: 1,
      msg: "Status must be 1 (active) or 0 (disabled)",
    });
  });

  it("refuses a list of more rows than it answers, saying how many matched, instead of cutting it", async () => {
    await server.database.query(
      "INSERT INTO organizes (name, description) SELECT 'Many ' || g, 'many' FROM generate_series(1, 4976) g",
    );
    // 25 + 4976 = 5001 rows, one more than /list answers.
    const all = await server.call("POST", "/api/organize/list", { token: admin, body: {} });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({
      code: 1,
      msg: "共有 5001 条数据符合条件，超过上限 5000 条，请缩小筛选范围",
    });
    const en = await server.call("POST", "/api/organize/list", {
      token: admin,
      body: {},
      headers: { "accept-language": "en" },
    });
    expect(en.json?.msg).toBe("5001 rows match, more than the maximum of 5000; narrow the filters");
    const narrowed = await server.call("POST", "/api/organize/list", {
      token: admin,
      body: { description: "many" },
    });
    expect(narrowed.json?.code).toBe(0);
    expect(narrowed.json?.data).toHaveLength(4976);
  });

  it("answers a tree module's list as nested children", async () => {
    const result = await server.call("POST", "/api/dept/list", { token: admin, body: {} });
    expect(result.json?.code).toBe(0);
    const [head] = result.json!.data;
    expect(head.name).toBe("总部");
    expect(head.children.map((c: { name: string }) => c.name)).toEqual([
      "研发部",
      "销售部",
      "售后部",
    ]);
  });

  it("describes the module's columns for the generic blocks", async () => {
    const result = await server.call("POST", "/api/user/meta", {
      token: admin,
      headers: { "accept-language": "en" },
    });
    const columns = result.json?.data.columns as Array<Record<string, unknown>>;
    expect(columns.find((c) => c.key === "username")).toMatchObject({
      label: "Username",
      sortable: true,
      filter: "contains",
      required: true,
      min: 5,
      max: 25,
    });
    expect(columns.find((c) => c.key === "status")).toMatchObject({
      options: [
        { value: 1, label: "Active" },
        { value: 0, label: "Disabled" },
      ],
      dictionary: "status",
    });
    expect(columns.some((c) => c.key === "passwordHash")).toBe(false);
    expect(result.json?.data.pageSizes).toEqual([10, 20, 30, 50, 100, 200]);
    // Money is marked, so a form states its limits in 元 rather than in cents (issue 36).
    expect(columns.find((c) => c.key === "username")?.kind).toBeNull();
    const coupon = await server.call("POST", "/api/coupon/meta", { token: admin });
    const couponColumns = (coupon.json?.data.columns ?? []) as Array<Record<string, unknown>>;
    const amount = couponColumns.find((c) => c.key === "amountCents");
    expect(amount?.kind).toBe("money");
  });
});

describe("requests the route's schema refuses", () => {
  const status = (body: unknown, language = "zh-cn") =>
    server.call("POST", "/api/organize/status", {
      token: admin,
      body,
      headers: { "accept-language": language },
    });

  it("a missing field: code 1 naming it by its label, in the caller's language", async () => {
    for (const [language, msg] of [
      ["zh-cn", "请输入状态"],
      ["en", "Please enter Status"],
      ["zh-tw", "請輸入狀態"],
    ]) {
      const result = await status({ id: 1 }, language);
      expect(result.status).toBe(200);
      expect(result.json).toEqual({
        code: 1,
        msg,
        data: { errors: [{ field: "status", message: msg }] },
      });
    }
    const noId = await status({ status: 0 }, "en");
    expect(noId.json).toMatchObject({ code: 1, msg: "Please enter ID" });
    const logs = await server.database.query("SELECT id FROM operation_logs");
    expect(logs).toEqual([]);
  });

  it("a querystring value over 2000 characters", async () => {
    for (const path of ["/api/organize/index", "/api/organize/index?is_down=1"]) {
      const separator = path.includes("?") ? "&" : "?";
      const result = await server.call("GET", `${path}${separator}name=${"x".repeat(2001)}`, {
        token: admin,
      });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ code: 1, msg: "名称最多 2000 个字符" });
    }
  });

  it("a body of more than 64 fields", async () => {
    const body = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, 1]));
    for (const path of ["/api/organize/index", "/api/organize/list", "/api/organize/add"]) {
      const result = await server.call("POST", path, { token: admin, body });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ code: 1, msg: "请求的字段过多，最多 64 个" });
    }
    expect((await index({})).json?.data.total).toBe(25);
  });

  it("still refuses a caller without the permission with 403, and without a session with 401", async () => {
    const common = await server.signIn("test", "Test-pass-1");
    const forbidden = await server.call("POST", "/api/organize/status", {
      token: common,
      body: { id: 1 },
    });
    expect(forbidden.status).toBe(403);
    const anonymous = await server.call("POST", "/api/organize/status", { body: { id: 1 } });
    expect(anonymous.status).toBe(401);
  });
});
