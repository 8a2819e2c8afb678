import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APP_TEST_ENV, signInApp } from "../app-users/testing.js";
import { grant, resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { uploadAppImages } from "../upload/app-upload-testing.js";
import { openFeedbackCount } from "./counts.js";

let server: TestServer;
let tokens: Tokens;
let app: string;
beforeAll(async () => {
  server = await startTestServer({ env: APP_TEST_ENV });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  tokens = await signInAll(server);
  app = await signInApp(server, "13700000001");
});

const submit = (body: Record<string, unknown>, token = app) =>
  server.call("POST", "/api/app/feedback", { token, body });
/** Addresses of the right shape that nobody uploaded (refused before ownership is looked at). */
const images = (n: number) =>
  Array.from({ length: n }, (_, i) => `/uploads/image/2026/11/26/${i}.png`);
const list = (body: Record<string, unknown> = {}, token = tokens.admin) =>
  server.call("POST", "/api/feedback/index", { token, body });
const move = (id: number, status: string, token = tokens.admin) =>
  server.call("POST", "/api/feedback/transition", { token, body: { id, status } });

async function submitted(content: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await submit({ content, ...extra });
  expect(answer.json?.code).toBe(0);
  return answer.json?.data.id as number;
}

describe("feedback from the app", () => {
  it("takes content, up to 9 images, contact, app version and device, and lists it for the operators", async () => {
    const photos = await uploadAppImages(server, app, 9);
    const id = await submitted("屏幕偶尔不亮", {
      images: photos,
      contact: "wx: abc",
      appVersion: "2.3.1",
      deviceSerial: "SN0001",
    });
    const answer = await list();
    expect(answer.json?.data.total).toBe(1);
    expect(answer.json?.data.data[0]).toMatchObject({
      id,
      content: "屏幕偶尔不亮",
      contact: "wx: abc",
      appVersion: "2.3.1",
      deviceSerial: "SN0001",
      status: "new",
      appUserPhone: "13700000001",
      images: photos,
    });
  });

  it("refuses a tenth image, an image address that is not one, and empty content, naming the field", async () => {
    const ten = await submit({ content: "x", images: images(10) });
    expect(ten.json?.code).toBe(1);
    expect(ten.json?.msg).toBe("最多上传 9 张图片");
    expect(ten.json?.data.errors[0].field).toBe("images");
    const script = await submit({ content: "x", images: ["javascript:alert(1)"] });
    expect(script.json?.data.errors[0].field).toBe("images");
    const empty = await submit({ content: "   " }, app);
    expect(empty.json?.data.errors[0].field).toBe("content");
    const english = await server.call("POST", "/api/app/feedback", {
      token: app,
      body: { content: "x", images: images(10) },
      headers: { "accept-language": "en" },
    });
    expect(english.json?.msg).toBe("At most 9 images");
    expect((await list()).json?.data.total).toBe(0);
  });

  it("needs an app session", async () => {
    const anonymous = await server.call("POST", "/api/app/feedback", { body: { content: "x" } });
    expect(anonymous.status).toBe(401);
    // An operator's session is not an app session.
    expect((await submit({ content: "x" }, tokens.admin)).status).toBe(401);
  });
});

describe("operators working on feedback", () => {
  it("moves new → processing → resolved and refuses any other move", async () => {
    const id = await submitted("充电很慢");
    const skip = await move(id, "resolved");
    expect(skip.json?.code).toBe(1);
    expect(skip.json?.msg).toBe("反馈不能从“待处理”改为“已解决”");
    expect((await move(id, "processing")).json?.code).toBe(0);
    expect((await move(id, "processing")).json?.code).toBe(1);
    expect((await move(id, "resolved")).json?.code).toBe(0);
    const back = await move(id, "processing");
    expect(back.json?.code).toBe(1);
    expect((await move(id, "closed")).json?.code).toBe(1);
    const [row] = (await list()).json?.data.data ?? [];
    expect(row.status).toBe("resolved");
    expect(row.resolvedAt).not.toBeNull();
    // The log names the moves as the screen does, in the operator's language (issue 36).
    const logs = await server.database.query<{ summary: string }>(
      "SELECT summary FROM operation_logs WHERE module = 'feedback' AND action = 'status' ORDER BY id",
    );
    expect(logs.map((l) => l.summary)).toEqual([
      `修改 #${id}：状态 待处理 → 处理中`,
      `修改 #${id}：状态 处理中 → 已解决`,
    ]);
  });

  it("shows the operator's reply and the status to the app user who sent it, and only to them", async () => {
    const id = await submitted("绑定失败");
    const reply = await server.call("POST", "/api/feedback/reply", {
      token: tokens.admin,
      body: { id, reply: "请升级到最新版本后重试" },
    });
    expect(reply.json?.code).toBe(0);
    await move(id, "processing");
    const mine = await server.call("GET", "/api/app/feedback", { token: app });
    expect(mine.json?.data).toHaveLength(1);
    expect(mine.json?.data[0]).toMatchObject({
      id,
      content: "绑定失败",
      reply: "请升级到最新版本后重试",
      status: "processing",
    });
    const stranger = await signInApp(server, "13700000002");
    expect((await server.call("GET", "/api/app/feedback", { token: stranger })).json?.data).toEqual(
      [],
    );
    const empty = await server.call("POST", "/api/feedback/reply", {
      token: tokens.admin,
      body: { id, reply: " " },
    });
    expect(empty.json?.code).toBe(1);
  });

  it("assigns only to active after-sale staff", async () => {
    const id = await submitted("表带断了");
    const staff = await server.call("GET", "/api/feedback/assignees", { token: tokens.admin });
    expect(staff.json?.data.map((s: { username: string }) => s.username)).toEqual(["service"]);
    const serviceId = staff.json?.data[0].id as number;
    const [admin] = await server.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'admin'",
    );
    const refused = await server.call("POST", "/api/feedback/assign", {
      token: tokens.admin,
      body: { id, assigneeId: admin!.id },
    });
    expect(refused.json?.code).toBe(1);
    const assigned = await server.call("POST", "/api/feedback/assign", {
      token: tokens.admin,
      body: { id, assigneeId: serviceId },
    });
    expect(assigned.json?.code).toBe(0);
    const row = (await list({ assigneeId: serviceId })).json?.data.data[0];
    expect(row).toMatchObject({ id, assigneeId: serviceId, assigneeName: "service" });
    const cleared = await server.call("POST", "/api/feedback/assign", {
      token: tokens.admin,
      body: { id, assigneeId: null },
    });
    expect(cleared.json?.code).toBe(0);
    const logs = await server.database.query<{ summary: string }>(
      "SELECT summary FROM operation_logs WHERE module = 'feedback' AND action = 'edit' ORDER BY id DESC LIMIT 2",
    );
    expect(logs.map((l) => l.summary)).toEqual([
      `修改 #${id}：处理人 "service" → 空`,
      `修改 #${id}：处理人 空 → "service"`,
    ]);
  });

  it("filters by status, time and words, and exports what matches", async () => {
    const first = await submitted("蓝牙断连");
    // Sent three days ago (moving the clock would end the operator's session).
    await server.database.query(
      "UPDATE feedback SET created_at = created_at - interval '3 days' WHERE id = $1",
      [first],
    );
    const second = await submitted("希望增加夜间模式", { contact: "night@example.com" });
    await move(second, "processing");
    const open = await list({ status: ["new", "processing"] });
    expect(open.json?.data.total).toBe(2);
    const processing = await list({ status: ["processing"] });
    expect(processing.json?.data.data.map((r: { id: number }) => r.id)).toEqual([second]);
    const words = await list({ content: "蓝牙" });
    expect(words.json?.data.data.map((r: { id: number }) => r.id)).toEqual([first]);
    const contact = await list({ contact: "NIGHT@" });
    expect(contact.json?.data.data.map((r: { id: number }) => r.id)).toEqual([second]);
    const day = new Date(server.clock.now.getTime() - 24 * 60 * 60_000).toISOString();
    const recent = await list({ createdAt: [day, ""] });
    expect(recent.json?.data.data.map((r: { id: number }) => r.id)).toEqual([second]);
    const csv = await fetch(
      `${server.baseUrl}/api/feedback/index?is_down=1&format=csv&content=蓝牙`,
      {
        headers: { authorization: `Bearer ${tokens.admin}` },
      },
    );
    const textBody = await csv.text();
    expect(textBody).toContain("蓝牙断连");
    expect(textBody).not.toContain("夜间模式");
    expect(textBody).toContain("13700000001");
  });

  it("counts open feedback for the dashboard: new and processing, not resolved", async () => {
    const a = await submitted("一");
    await submitted("二");
    const c = await submitted("三");
    expect(await openFeedbackCount(server.database.db)).toBe(3);
    await move(a, "processing");
    expect(await openFeedbackCount(server.database.db)).toBe(3);
    await move(c, "processing");
    await move(c, "resolved");
    expect(await openFeedbackCount(server.database.db)).toBe(2);
  });

  it("refuses each call without its button on the server, and logs each change", async () => {
    const id = await submitted("按键失灵");
    expect((await list({}, tokens.common)).status).toBe(403);
    expect((await move(id, "processing", tokens.common)).status).toBe(403);
    const noReply = await server.call("POST", "/api/feedback/reply", {
      token: tokens.common,
      body: { id, reply: "x" },
    });
    expect(noReply.status).toBe(403);
    // The status button alone moves the status and nothing else.
    await grant(server, "common", ["feedback:status"]);
    const common = await signInAll(server);
    expect((await move(id, "processing", common.common)).json?.code).toBe(0);
    const stillNoReply = await server.call("POST", "/api/feedback/reply", {
      token: common.common,
      body: { id, reply: "x" },
    });
    expect(stillNoReply.status).toBe(403);
    await server.call("POST", "/api/feedback/reply", {
      token: tokens.admin,
      body: { id, reply: "已处理" },
    });
    const logs = await server.database.query<{ action: string; username: string; ids: string }>(
      "SELECT action, username, ids FROM operation_logs WHERE module = 'feedback' ORDER BY id",
    );
    expect(logs).toEqual([
      { action: "status", username: "test", ids: String(id) },
      { action: "edit", username: "admin", ids: String(id) },
    ]);
  });
});
