import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { grant, type Tokens, useSignedInServer } from "../modules/testing.js";
import { component } from "../pages/testing.js";
import { TEST_PASSWORD, type TestServer } from "../testing/test-server.js";
import { formUrl, postForm, publishedPage, signUpForm, VALID_ANSWERS } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
let pageId: number;
let otherPageId: number;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);
beforeEach(async () => {
  pageId = await publishedPage(server, tokens, [
    signUpForm(),
    component("form2", "investigate", {
      title: "意见反馈",
      jsonData: [{ type: 0, name: "建议", value: "", value1: "", value2: "", required: true }],
    }),
  ]);
  otherPageId = await publishedPage(server, tokens);
  await postForm(server, formUrl(pageId), VALID_ANSWERS);
  await postForm(server, formUrl(pageId, "form2"), [["q0", "多一些尺码"]]);
  await postForm(server, formUrl(otherPageId), [
    ["q0", "王五"],
    ["q2", "1"],
  ]);
});

const list = (body: Record<string, unknown>, token = tokens.admin) =>
  server.call("POST", "/api/formAnswer/index", { token, body });

describe("form answers in the back office", () => {
  it("lists each answer with its page, form and every question's title beside the answer", async () => {
    const answer = await list({});
    expect(answer.json?.code).toBe(0);
    expect(answer.json?.data.total).toBe(3);
    const rows = answer.json?.data.data as Record<string, unknown>[];
    expect(rows.map((row) => [row.pageId, row.formTitle, row.componentId, row.summary])).toEqual([
      [otherPageId, "活动报名", "form1", "姓名: 王五; 人数: 1"],
      [pageId, "意见反馈", "form2", "建议: 多一些尺码"],
      [pageId, "活动报名", "form1", "姓名: 张三; 城市: 上海; 人数: 2; 兴趣: 美食, 旅行"],
    ]);
    expect(rows[0]).toMatchObject({ pageName: "报名页", publishedVersion: 1 });
  });

  it("filters by page, component, words of the answers and submission time", async () => {
    const ids = async (body: Record<string, unknown>) =>
      ((await list(body)).json?.data.data as { summary: string }[] | undefined)?.map(
        (row) => row.summary,
      );
    expect(await ids({ pageId })).toHaveLength(2);
    expect(await ids({ pageId, componentId: "form2" })).toEqual(["建议: 多一些尺码"]);
    expect(await ids({ summary: "旅行" })).toEqual([
      "姓名: 张三; 城市: 上海; 人数: 2; 兴趣: 美食, 旅行",
    ]);
    const now = server.clock.now.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(await ids({ createdAt: [iso(now - 60_000), iso(now + 60_000)] })).toHaveLength(3);
    expect(await ids({ createdAt: [iso(now + 60_000), ""] })).toEqual([]);
  });

  it("exports the filtered answers to Excel with the questions and answers", async () => {
    const response = await fetch(
      `${server.baseUrl}/api/formAnswer/index?is_down=1&pageId=${pageId}&tz=Asia/Shanghai`,
      { headers: { authorization: `Bearer ${tokens.admin}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const header = rows[0] ?? [];
    expect(header).toEqual(
      expect.arrayContaining(["页面名称", "表单标题", "回答内容", "提交时间 (Asia/Shanghai)"]),
    );
    const answers = rows.slice(1).map((row) => row[header.indexOf("回答内容")]);
    expect(answers.sort()).toEqual([
      "姓名: 张三; 城市: 上海; 人数: 2; 兴趣: 美食, 旅行",
      "建议: 多一些尺码",
    ]);
  });

  it("deletes answers and logs it", async () => {
    const [first] = ((await list({ componentId: "form2" })).json?.data.data ?? []) as {
      id: number;
    }[];
    const deleted = await server.call("GET", `/api/formAnswer/del?id=${first?.id}`, {
      token: tokens.admin,
    });
    expect(deleted.json?.code).toBe(0);
    expect((await list({})).json?.data.total).toBe(2);
    const log = await server.database.query<{ module: string; action: string }>(
      "SELECT module, action FROM operation_logs WHERE module = 'formAnswer'",
    );
    expect(log).toEqual([{ module: "formAnswer", action: "del" }]);
  });

  it("keeps answers from roles without the grants: test and service are refused each call", async () => {
    const calls = [
      ["POST", "/api/formAnswer/index", {}],
      ["GET", "/api/formAnswer/index?is_down=1", undefined],
      ["GET", "/api/formAnswer/del?id=1", undefined],
      ["POST", "/api/formAnswer/meta", {}],
    ] as const;
    for (const token of [tokens.common, tokens.aftersale])
      for (const [method, url, body] of calls) {
        const answer = await server.call(method, url, { token, body });
        expect([url, answer.status]).toEqual([url, 403]);
      }
    const anonymous = await server.call("POST", "/api/formAnswer/index", { body: {} });
    expect(anonymous.status).toBe(401);
    expect((await list({})).json?.data.total).toBe(3);

    // Listing does not bring exporting or deleting with it.
    await grant(server, "common", ["formAnswer:index"]);
    const common = await server.signIn("test", TEST_PASSWORD);
    expect((await list({}, common)).json?.data.total).toBe(3);
    for (const url of ["/api/formAnswer/index?is_down=1", "/api/formAnswer/del?id=1"])
      expect((await server.call("GET", url, { token: common })).status).toBe(403);
  });

  it("is a screen of the admin's menu with its three buttons", async () => {
    const rows = await server.database.query<{ path: string; permission: string }>(
      `SELECT m.path, m.permission FROM menus m
       JOIN role_menus rm ON rm.menu_id = m.id JOIN roles r ON r.id = rm.role_id
       WHERE r.sign = 'admin' AND (m.path = '/decorate/forms' OR m.permission LIKE 'formAnswer:%')
       ORDER BY m.id`,
    );
    expect(rows).toEqual([
      { path: "/decorate/forms", permission: "" },
      { path: "", permission: "formAnswer:index" },
      { path: "", permission: "formAnswer:export" },
      { path: "", permission: "formAnswer:del" },
    ]);
  });
});
