import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionTtlMinutes: 30 });
});
afterAll(async () => server.close());
beforeEach(async () => server.reset());

describe("sign-in", () => {
  it("answers an opaque 256-bit token for the right password", async () => {
    const result = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin", password: ADMIN_PASSWORD },
    });
    expect(result.status).toBe(200);
    expect(result.json?.code).toBe(0);
    const token: string = result.json?.data.token;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
  });

  it("never stores the token itself", async () => {
    const token = await server.signIn("admin", ADMIN_PASSWORD);
    const rows = await server.database.query<{ token_hash: string }>(
      "SELECT token_hash FROM sessions",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a wrong password with code 1 and a message in the caller's language", async () => {
    const zh = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin", password: "nope" },
    });
    expect(zh.status).toBe(200);
    expect(zh.json).toMatchObject({ code: 1, msg: "用户名或密码错误" });
    const en = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin", password: "nope" },
      headers: { "accept-language": "en" },
    });
    expect(en.json).toMatchObject({ code: 1, msg: "Incorrect username or password" });
    const tw = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "nobody", password: "nope" },
      headers: { "accept-language": "zh-TW" },
    });
    expect(tw.json).toMatchObject({ code: 1, msg: "使用者名稱或密碼錯誤" });
  });

  it("counts failed attempts on the user and resets them on success", async () => {
    await server.call("POST", "/api/login/doLogin", {
      body: { userName: "test", password: "bad" },
    });
    await server.call("POST", "/api/login/doLogin", {
      body: { userName: "test", password: "bad" },
    });
    let [row] = await server.database.query<{ error_count: number }>(
      "SELECT error_count FROM users WHERE username = 'test'",
    );
    expect(row!.error_count).toBe(2);
    await server.signIn("test", TEST_PASSWORD);
    [row] = await server.database.query<{ error_count: number; login_ip: string }>(
      "SELECT error_count, login_ip FROM users WHERE username = 'test'",
    );
    expect(row).toMatchObject({ error_count: 0, login_ip: "127.0.0.1" });
  });

  it("refuses a disabled user even with the right password", async () => {
    await server.database.query("UPDATE users SET status = 0 WHERE username = 'test'");
    const result = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "test", password: TEST_PASSWORD },
    });
    expect(result.json?.code).toBe(1);
    expect(result.json?.msg).toBe("该账号已被禁用，请联系管理员");
  });
});

describe("the sign-in log", () => {
  it("records failed and successful sign-ins, readable by admin through loginLog", async () => {
    await server.call("POST", "/api/login/doLogin", {
      body: { userName: "test", password: "bad" },
    });
    await server.signIn("test", TEST_PASSWORD);
    const admin = await server.signIn("admin", ADMIN_PASSWORD);
    const log = await server.call("POST", "/api/loginLog/index", {
      token: admin,
      body: { page: 1, limit: 10, username: "test" },
    });
    expect(log.json?.code).toBe(0);
    const rows = log.json?.data.data as Array<{
      username: string;
      success: boolean;
      method: string;
    }>;
    expect(rows.map((r) => r.success).sort()).toEqual([false, true]);
    expect(rows.every((r) => r.username === "test" && r.method === "password")).toBe(true);
  });
});

describe("the sign-in rate limit", () => {
  it("allows five failures per account, then answers 429 until the 15-minute window passes", async () => {
    for (let i = 0; i < 5; i++) {
      const r = await server.call("POST", "/api/login/doLogin", {
        body: { userName: "admin", password: `x${i}` },
      });
      expect(r.json?.code).toBe(1);
    }
    const blocked = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin", password: ADMIN_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(decodeURIComponent(blocked.headers.get("statusmessage") ?? "")).toMatch(
      /登录失败次数过多/,
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    server.clock.advanceMinutes(16);
    const after = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin", password: ADMIN_PASSWORD },
    });
    expect(after.json?.code).toBe(0);
  });

  it("also limits one address spraying many accounts (20 failures)", async () => {
    for (let i = 0; i < 20; i++) {
      const userName = `a${i}`;
      await server.call("POST", "/api/login/doLogin", { body: { userName, password: "x" } });
    }
    const blocked = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "test", password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
  });
});

describe("sessions", () => {
  it("a token opens getUserInfo with roles, button permissions and the sign-in time", async () => {
    const token = await server.signIn("admin", ADMIN_PASSWORD);
    const info = await server.call("GET", "/api/user/getUserInfo", { token });
    expect(info.json?.code).toBe(0);
    expect(info.json?.data).toMatchObject({ userName: "admin", roles: ["admin"], photo: "" });
    expect(new Date(info.json?.data.time).getTime()).toBeCloseTo(server.clock.now.getTime(), -4);
    expect(info.json?.data.authBtnList).toEqual(
      expect.arrayContaining(["btn.add", "btn.del", "user:add"]),
    );
    const common = await server.call("POST", "/api/user/getUserListInfo", {
      token: await server.signIn("test", TEST_PASSWORD),
    });
    expect(common.json?.data.roles).toEqual(["common"]);
    expect(common.json?.data.authBtnList).toEqual([
      "btn.add",
      "btn.link",
      "upload:add",
      "upload:del",
      "upload:index",
    ]);
  });

  it("no token or an unknown token answers code 401", async () => {
    const none = await server.call("GET", "/api/user/getUserInfo");
    expect(none.status).toBe(401);
    expect(none.json?.code).toBe(401);
    const forged = await server.call("GET", "/api/user/getUserInfo", { token: "forged-token" });
    expect(forged.json?.code).toBe(401);
  });

  it("expires after the idle time, and each call slides the expiry", async () => {
    const token = await server.signIn("admin", ADMIN_PASSWORD);
    server.clock.advanceMinutes(20);
    expect((await server.call("GET", "/api/user/getUserInfo", { token })).json?.code).toBe(0);
    server.clock.advanceMinutes(20); // 40 minutes after sign-in, 20 after the last call: still alive
    expect((await server.call("GET", "/api/user/getUserInfo", { token })).json?.code).toBe(0);
    server.clock.advanceMinutes(31);
    const expired = await server.call("GET", "/api/user/getUserInfo", { token });
    expect(expired.status).toBe(401);
    expect(expired.json?.code).toBe(401);
  });

  it("logout revokes the token: its next use answers 4001", async () => {
    const token = await server.signIn("admin", ADMIN_PASSWORD);
    expect((await server.call("POST", "/api/login/logout", { token })).json?.code).toBe(0);
    const after = await server.call("GET", "/api/user/getUserInfo", { token });
    expect(after.status).toBe(401);
    expect(after.json?.code).toBe(4001);
    expect(decodeURIComponent(after.headers.get("statusmessage") ?? "")).toBe(
      "你已被登出，请重新登录",
    );
  });

  it("disabling a user ends their live sessions", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    await server.database.query("UPDATE users SET status = 0 WHERE username = 'test'");
    expect((await server.call("GET", "/api/user/getUserInfo", { token })).json?.code).toBe(4001);
  });
});

describe("transport errors", () => {
  it("an unknown /api path answers 404 with the statusmessage header", async () => {
    const result = await server.call("POST", "/api/nothing/here", { body: {} });
    expect(result.status).toBe(404);
    expect(decodeURIComponent(result.headers.get("statusmessage") ?? "")).toBe("接口路径找不到");
    expect(result.json?.code).toBe(404);
  });

  it("malformed JSON answers 400, not 500", async () => {
    const result = await server.call("POST", "/api/login/doLogin", {
      rawBody: '{"userName": "admin",',
    });
    expect(result.status).toBe(400);
    expect(decodeURIComponent(result.headers.get("statusmessage") ?? "")).toBe(
      "请求数据不是有效的 JSON",
    );
  });

  it("a body that breaks the schema answers 400 naming the field", async () => {
    const missing = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin" },
    });
    expect(missing.status).toBe(400);
    expect(missing.json?.msg).toContain("password");
    const wrongType = await server.call("POST", "/api/login/doLogin", {
      body: { userName: ["admin"], password: "x" },
      headers: { "accept-language": "en" },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json?.msg).toMatch(/userName/);
    const notObject = await server.call("POST", "/api/login/doLogin", { rawBody: "[1,2]" });
    expect(notObject.status).toBe(400);
  });

  it("a wrong content type answers 415 and an oversized body 413", async () => {
    const text = await server.call("POST", "/api/login/doLogin", {
      rawBody: "userName=admin",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const huge = await server.call("POST", "/api/login/doLogin", {
      rawBody: JSON.stringify({ userName: "a", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });
});
