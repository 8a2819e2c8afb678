import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { APP_TEST_ENV, signInApp } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer({ env: APP_TEST_ENV });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  tokens = await signInAll(server);
});

const me = (token: string) => server.call("GET", "/api/app/me", { token });
const idOf = async (phone: string) =>
  (
    await server.database.query<{ id: number }>("SELECT id FROM app_users WHERE phone = $1", [
      phone,
    ])
  )[0]!.id;

describe("the companion app's sign-in", () => {
  it("registers a number on its first sign-in and answers its profile to /api/app/me", async () => {
    const token = await signInApp(server, "13900000001");
    const answer = await me(token);
    expect(answer.json?.code).toBe(0);
    expect(answer.json?.data).toMatchObject({ phone: "13900000001", isDistributor: false });
    // Signing in again is the same user, not a second row: the phone is unique.
    server.clock.advanceMinutes(2);
    await signInApp(server, "13900000001");
    const rows = await server.database.query(
      "SELECT id FROM app_users WHERE phone = '13900000001'",
    );
    expect(rows).toHaveLength(1);
  });

  it("stores only a hash of the app token and of the code", async () => {
    const token = await signInApp(server, "13900000002");
    const sessions = await server.database.query<{ token_hash: string }>(
      "SELECT token_hash FROM app_sessions",
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toContain(token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const codes = await server.database.query<{ code_hash: string }>(
      "SELECT code_hash FROM app_sms_codes",
    );
    expect(codes[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a number that is not a mainland mobile, and a wrong code", async () => {
    const bad = await server.call("POST", "/api/app/sendCode", { body: { phone: "12345" } });
    expect(bad.json?.code).toBe(1);
    expect(bad.json?.msg).toBe("请输入正确的手机号");
    const english = await server.call("POST", "/api/app/sendCode", {
      body: { phone: "12345" },
      headers: { "accept-language": "en" },
    });
    expect(english.json?.msg).toBe("Enter a valid mobile number");
    await server.call("POST", "/api/app/sendCode", { body: { phone: "13900000003" } });
    const code = (await server.call("GET", "/api/dev/sms/last?mobile=13900000003")).json?.data.code;
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await server.call("POST", "/api/app/login", {
      body: { phone: "13900000003", code: wrong },
    });
    expect(refused.json?.code).toBe(1);
    expect(await server.database.query("SELECT id FROM app_users")).toHaveLength(0);
  });

  it("answers 401 without a token or with an unknown one", async () => {
    expect((await server.call("GET", "/api/app/me")).status).toBe(401);
    expect((await me("not-a-token")).status).toBe(401);
  });

  it("ends the session on sign-out", async () => {
    const token = await signInApp(server, "13900000004");
    expect((await server.call("POST", "/api/app/logout", { token })).json?.code).toBe(0);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.json?.code).toBe(4001);
  });

  it("ends a disabled user's app sessions at once and refuses their next sign-in", async () => {
    const token = await signInApp(server, "13900000005");
    const other = await signInApp(server, "13900000006");
    const id = await idOf("13900000005");
    const disabled = await server.call("POST", "/api/appUser/status", {
      token: tokens.admin,
      body: { id, status: 0 },
    });
    expect(disabled.json?.code).toBe(0);
    const refused = await me(token);
    expect(refused.status).toBe(401);
    expect(refused.json?.code).toBe(4001);
    const revoked = await server.database.query<{ revoked_at: Date | null }>(
      "SELECT revoked_at FROM app_sessions WHERE app_user_id = $1",
      [id],
    );
    expect(revoked.every((r) => r.revoked_at !== null)).toBe(true);
    // Another user's session goes on.
    expect((await me(other)).json?.code).toBe(0);
    server.clock.advanceMinutes(2);
    await expect(signInApp(server, "13900000005")).rejects.toThrow(/app login failed/);
    // Enabled again, the user signs in anew (the old session stays ended).
    await server.call("POST", "/api/appUser/status", {
      token: tokens.admin,
      body: { id, status: 1 },
    });
    expect((await me(token)).status).toBe(401);
    server.clock.advanceMinutes(2);
    const fresh = await signInApp(server, "13900000005");
    expect((await me(fresh)).json?.code).toBe(0);
  });

  it("refuses a disabled user even through a session the revocation did not reach", async () => {
    const token = await signInApp(server, "13900000007");
    await server.database.query("UPDATE app_users SET status = 0 WHERE phone = '13900000007'");
    const answer = await me(token);
    expect(answer.status).toBe(401);
    expect(answer.json?.code).toBe(4001);
  });
});
