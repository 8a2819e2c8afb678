import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ...process.env, VITRINE_DEV_SMS: "1" } });
});
afterAll(async () => server.close());
beforeEach(async () => server.reset());

const asAdmin = () => server.signIn("admin", ADMIN_PASSWORD);
const change = (token: string, body: unknown, language = "zh-cn") =>
  server.call("POST", "/api/settings/site", {
    token,
    body,
    headers: { "accept-language": language },
  });

describe("site settings", () => {
  it("starts from the spec's constants", async () => {
    const token = await asAdmin();
    const site = await server.call("GET", "/api/settings/site", { token });
    expect(site.json?.data).toMatchObject({
      primaryColor: "#409eff",
      lockScreenMinutes: 30,
      globalVersion: "V1.0.0",
      signInPassword: true,
      signInSms: true,
      signInQr: true,
    });
  });

  it("saves a change, answers it to every signed-in operator and logs it", async () => {
    const token = await asAdmin();
    const saved = await change(token, {
      globalTitle: "Shop admin",
      primaryColor: "#ff5500",
      lockScreenEnabled: true,
      lockScreenMinutes: 5,
    });
    expect(saved.json).toMatchObject({ code: 0, data: { globalTitle: "Shop admin" } });
    const operator = await server.signIn("test", TEST_PASSWORD);
    const site = await server.call("GET", "/api/settings/site", { token: operator });
    expect(site.json?.data).toMatchObject({
      globalTitle: "Shop admin",
      primaryColor: "#ff5500",
      lockScreenEnabled: true,
      lockScreenMinutes: 5,
      layout: "defaults",
    });
    const logs = await server.database.query<{ username: string; summary: string }>(
      "SELECT username, summary FROM operation_logs WHERE module = 'settings'",
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]!.username).toBe("admin");
    // By the config screen's labels, in the operator's language, only what changed.
    expect(logs[0]!.summary).toBe(
      '修改 站点设置：全局标题 "Vitrine" → "Shop admin"；默认主题色 "#409eff" → "#ff5500"；' +
        "开启锁屏 关 → 开；锁屏时间(分钟) 30 → 5",
    );
  });

  it.each([
    [{ primaryColor: "red" }, "zh-cn", "默认主题色 应为十六进制颜色，例如 #409eff"],
    [
      { primaryColor: "#12345" },
      "en",
      "Default primary colour must be a hex colour such as #409eff",
    ],
    [{ lockScreenMinutes: 0 }, "zh-tw", "鎖定時間(分鐘) 應為 1 到 1440 之間的整數"],
    [
      { lockScreenMinutes: 2.5 },
      "en",
      "Lock after (minutes) must be a whole number from 1 to 1440",
    ],
    [{ lockScreenMinutes: "30" }, "zh-cn", "锁屏时间(分钟) 应为 1 到 1440 之间的整数"],
    [
      { layout: "grid" },
      "en",
      "Default layout must be one of: defaults, classic, transverse, columns",
    ],
    [{ defaultLanguage: "fr" }, "zh-tw", "預設語言 只能是以下之一：zh-cn, en, zh-tw"],
    [{ globalTitle: "  " }, "en", "Global title must be text of 1 to 40 characters"],
    [
      { logoUrl: "javascript:alert(1)" },
      "en",
      "Logo address must be an address starting with / or https://",
    ],
    [{ signInSms: "no" }, "zh-cn", "手机验证码登录 应为开或关（true / false）"],
    [{ theme: "x" }, "en", "Unknown setting: theme"],
    [
      { signInPassword: false, signInSms: false, signInQr: false },
      "zh-tw",
      "至少要開放一種登入方式",
    ],
  ])("refuses %j with a message in %s and changes nothing", async (body, language, message) => {
    const token = await asAdmin();
    const refused = await change(token, { globalTitle: "Kept?", ...body }, language);
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ code: 1, msg: message });
    const site = await server.call("GET", "/api/settings/site", { token });
    expect(site.json?.data.globalTitle).toBe("Vitrine");
    const logs = await server.database.query(
      "SELECT 1 FROM operation_logs WHERE module = 'settings'",
    );
    expect(logs).toHaveLength(0);
  });

  it("keeps both of two changes saved at once", async () => {
    const token = await asAdmin();
    const answers = await Promise.all([
      change(token, { globalTitle: "Shop admin" }),
      change(token, { lockScreenMinutes: 7 }),
      change(token, { signInQr: false }),
    ]);
    expect(answers.map((a) => a.json?.code)).toEqual([0, 0, 0]);
    const site = await server.call("GET", "/api/settings/site", { token });
    expect(site.json?.data).toMatchObject({
      globalTitle: "Shop admin",
      lockScreenMinutes: 7,
      signInQr: false,
    });
  });

  it("lets only holders of settings:edit change them", async () => {
    const operator = await server.signIn("test", TEST_PASSWORD);
    const refused = await change(operator, { globalTitle: "Mine now" });
    expect(refused.status).toBe(403);
    const anonymous = await server.call("POST", "/api/settings/site", {
      body: { globalTitle: "Mine now" },
    });
    expect(anonymous.status).toBe(401);
    const unsigned = await server.call("GET", "/api/settings/site");
    expect(unsigned.status).toBe(401);
    const admin = await asAdmin();
    const site = await server.call("GET", "/api/settings/site", { token: admin });
    expect(site.json?.data.globalTitle).toBe("Vitrine");
  });

  it("shows the sign-in page only the public settings", async () => {
    const token = await asAdmin();
    await change(token, { globalTitle: "Shop admin", logoUrl: "/logo.png", signInQr: false });
    const answer = await server.call("GET", "/api/settings/public");
    expect(answer.json?.data).toEqual({
      globalTitle: "Shop admin",
      logoUrl: "/logo.png",
      defaultLanguage: "zh-cn",
      signInPassword: true,
      signInSms: true,
      signInQr: false,
    });
  });
});

describe("sign-in methods turned off", () => {
  it("refuses a password sign-in and lets the others through", async () => {
    const admin = await asAdmin();
    await change(admin, { signInPassword: false });
    const refused = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "test", password: TEST_PASSWORD },
      headers: { "accept-language": "en" },
    });
    expect(refused.json).toMatchObject({
      code: 1,
      msg: "An administrator has turned this sign-in method off; use another way to sign in",
    });
    expect(refused.json?.data).toBeNull();
    const qr = await server.call("POST", "/api/login/qrCreate");
    expect(qr.json?.code).toBe(0);
  });

  it("refuses sending and checking SMS codes", async () => {
    const admin = await asAdmin();
    await change(admin, { signInSms: false });
    const mobile = (
      await server.database.query<{ mobile: string }>(
        "SELECT mobile FROM users WHERE username = 'test'",
      )
    )[0]!.mobile;
    const send = await server.call("POST", "/api/login/sendCode", { body: { mobile } });
    expect(send.json).toMatchObject({
      code: 1,
      msg: "该登录方式已被管理员关闭，请使用其他方式登录",
    });
    const codes = await server.database.query("SELECT 1 FROM sms_codes");
    expect(codes).toHaveLength(0);
    const check = await server.call("POST", "/api/login/mobile", {
      body: { mobile, code: "123456" },
      headers: { "accept-language": "zh-tw" },
    });
    expect(check.json).toMatchObject({
      code: 1,
      msg: "該登入方式已被管理員關閉，請使用其他方式登入",
    });
  });

  it("refuses new QR codes and the poll of one made before", async () => {
    const made = await server.call("POST", "/api/login/qrCreate");
    const admin = await asAdmin();
    await change(admin, { signInQr: false });
    expect((await server.call("POST", "/api/login/qrCreate")).json?.code).toBe(1);
    const poll = await server.call("POST", "/api/login/qrStatus", {
      body: { qrId: made.json?.data.qrId },
    });
    expect(poll.json?.code).toBe(1);
  });
});

describe("an operator's own preferences", () => {
  it("round-trip for the operator and stay theirs", async () => {
    const operator = await server.signIn("test", TEST_PASSWORD);
    const admin = await asAdmin();
    const mine = {
      primaryColor: "#00aa00",
      layout: "classic",
      isDark: true,
      language: "en",
      loaderRemovalDelayMs: 1200,
    };
    const saved = await server.call("POST", "/api/settings/preferences", {
      token: operator,
      body: mine,
    });
    expect(saved.json).toMatchObject({ code: 0, data: mine });
    // Another browser: a new session of the same operator reads the same choices.
    const elsewhere = await server.signIn("test", TEST_PASSWORD);
    const read = await server.call("GET", "/api/settings/preferences", { token: elsewhere });
    expect(read.json?.data).toEqual(mine);
    const adminsOwn = await server.call("GET", "/api/settings/preferences", { token: admin });
    expect(adminsOwn.json?.data).toEqual({});
    // Back to the site defaults.
    await server.call("POST", "/api/settings/preferences", { token: operator, body: {} });
    const reset = await server.call("GET", "/api/settings/preferences", { token: elsewhere });
    expect(reset.json?.data).toEqual({});
  });

  it("refuses unknown, mistyped and oversized choices and keeps the last good ones", async () => {
    const operator = await server.signIn("test", TEST_PASSWORD);
    const put = (body: unknown) =>
      server.call("POST", "/api/settings/preferences", {
        token: operator,
        body,
        headers: { "accept-language": "en" },
      });
    await put({ layout: "columns" });
    expect((await put({ lockScreenTime: 9999 })).json).toMatchObject({
      code: 1,
      msg: "Unknown setting: lockScreenTime",
    });
    expect((await put({ loaderRemovalDelayMs: 60000 })).json?.code).toBe(1);
    expect((await put({ loaderRemovalDelayMs: 2.5 })).json?.code).toBe(1);
    expect((await put({ isDark: "yes" })).json?.msg).toBe(
      "isDark must be on or off (true / false)",
    );
    expect((await put({ watermarkText: "x".repeat(5000) })).json?.msg).toBe(
      "Personal settings are too large (at most 2048 bytes)",
    );
    expect((await put([1, 2])).json?.code).not.toBe(0);
    const read = await server.call("GET", "/api/settings/preferences", { token: operator });
    expect(read.json?.data).toEqual({ layout: "columns" });
  });

  it("refuses dark mode when the site does not offer it", async () => {
    const admin = await asAdmin();
    await change(admin, { darkModeAllowed: false });
    const operator = await server.signIn("test", TEST_PASSWORD);
    const refused = await server.call("POST", "/api/settings/preferences", {
      token: operator,
      body: { isDark: true },
      headers: { "accept-language": "zh-tw" },
    });
    expect(refused.json).toMatchObject({ code: 1, msg: "本站未開放深色模式" });
  });

  it("need a session", async () => {
    const anonymous = await server.call("GET", "/api/settings/preferences");
    expect(anonymous.status).toBe(401);
  });
});
