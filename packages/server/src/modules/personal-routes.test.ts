import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../testing/test-server.js";
import { AFTERSALE_PASSWORD, resetWithModules } from "./testing.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => resetWithModules(server));

describe("personal info", () => {
  it("answers the signed-in user's own fields, changes included, and never the password hash", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    const saved = await server.call("POST", "/api/user/updateUserInfo", {
      token,
      body: { mobile: "13711112222", email: "own@example.com", description: "Evening shift" },
    });
    expect(saved.json?.code).toBe(0);
    const info = await server.call("GET", "/api/user/getPersonalInfo", { token });
    expect(info.json).toMatchObject({
      code: 0,
      data: {
        username: "test",
        mobile: "13711112222",
        email: "own@example.com",
        description: "Evening shift",
        photo: "",
      },
    });
    expect(JSON.stringify(info.json)).not.toMatch(/hash|password/i);
  });

  it("answers each user their own info only", async () => {
    const token = await server.signIn("service", AFTERSALE_PASSWORD);
    const info = await server.call("GET", "/api/user/getPersonalInfo", { token });
    expect(info.json?.data).toMatchObject({ username: "service", mobile: "13800000003" });
  });

  it("refuses a caller without a session", async () => {
    const info = await server.call("GET", "/api/user/getPersonalInfo", {});
    expect(info.status).toBe(401);
  });
});

describe("password change", () => {
  const guess = (token: string, oldPassword: string, language = "zh-cn") =>
    server.call("POST", "/api/user/updatePwdInfo", {
      token,
      headers: { "accept-language": language },
      body: { oldPassword, password: "new-pass-1", confirmPassword: "new-pass-1" },
    });

  it("checks at most 5 of 30 parallel guesses of the old password, sharing the lock screen's limit", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    const hash = () =>
      server.database.query("SELECT password_hash FROM users WHERE username = 'test'");
    const before = await hash();
    // Two wrong tries at the lock screen use up two of the same five.
    for (let i = 0; i < 2; i++) {
      const verify = await server.call("POST", "/api/login/verify", {
        token,
        body: { password: `wrong-${i}` },
      });
      expect(verify.json?.msg).toBe("密码错误");
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(token, `guess-${i}`)),
    );
    const checked = answers.filter((a) => a.json?.msg === "原密码错误");
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(checked.length + refused.length).toBe(30);
    expect(refused[0]!.json?.msg).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
    expect(refused[0]!.headers.get("retry-after")).toMatch(/^\d+$/);

    // Even the right password waits now, in the user's language, and nothing changed.
    const right = await guess(token, TEST_PASSWORD, "en");
    expect(right.status).toBe(429);
    expect(right.json?.msg).toMatch(/^Too many failed sign-ins; try again in \d+ minutes$/);
    const verify = await server.call("POST", "/api/login/verify", {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(verify.status).toBe(429);
    expect(await hash()).toEqual(before);
  });
});
