import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules } from "../modules/testing.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";

// These tests wait out the read cache's settle time (1 s after the sign-in's own writes), so that
// the calls before each change are answered from memory: what they check is that the change still
// shows on the very next call.
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionTtlMinutes: 30 });
});
afterAll(async () => server.close());
beforeEach(async () => resetWithModules(server));

const info = (token: string) => server.call("GET", "/api/user/getUserInfo", { token });

describe("remembered sessions and grants", () => {
  it("an active session answered from memory still slides its expiry as its clock moves on", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    await settle();
    expect((await info(token)).json?.code).toBe(0);
    // 20 minutes later (a remembered answer exists) and 20 more: 40 minutes after signing in, but
    // never 30 idle, so the 30-minute session is still alive.
    server.clock.advanceMinutes(20);
    expect((await info(token)).json?.code).toBe(0);
    server.clock.advanceMinutes(20);
    expect((await info(token)).json?.code).toBe(0);
    // Idle past its lifetime, it ends.
    server.clock.advanceMinutes(31);
    expect((await info(token)).status).toBe(401);
  });

  it("a signed-out token is refused on its next call", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    await settle();
    expect((await info(token)).json?.code).toBe(0);
    expect((await info(token)).json?.code).toBe(0);
    await server.call("POST", "/api/login/logout", { token });
    const after = await info(token);
    expect(after.status).toBe(401);
    expect(after.json?.code).toBe(4001);
  });

  it("a user disabled by an administrator is refused on their next call", async () => {
    const admin = await server.signIn("admin", ADMIN_PASSWORD);
    const token = await server.signIn("test", TEST_PASSWORD);
    const [user] = await server.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'test'",
    );
    await settle();
    expect((await info(token)).json?.code).toBe(0);
    const disabled = await server.call("POST", "/api/user/status", {
      token: admin,
      body: { id: user!.id, status: 0 },
    });
    expect(disabled.json?.code).toBe(0);
    expect((await info(token)).json?.code).toBe(4001);
  });

  it("a button granted to the user's role shows on their next call", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    await settle();
    const before: string[] = (await info(token)).json?.data.authBtnList;
    expect(before).not.toContain("user:index");
    // Straight into the database, as another tool would: the write is still seen.
    await server.database.query(
      `INSERT INTO role_menus (role_id, menu_id)
       SELECT ur.role_id, m.id FROM user_roles ur, menus m, users u
        WHERE u.username = 'test' AND ur.user_id = u.id AND m.permission = 'user:index'`,
    );
    const after: string[] = (await info(token)).json?.data.authBtnList;
    expect(after).toContain("user:index");
  });

  it("a remembered session still expires by the session clock", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    await settle();
    expect((await info(token)).json?.code).toBe(0);
    server.clock.advanceMinutes(31);
    const expired = await info(token);
    expect(expired.status).toBe(401);
    expect(expired.json?.code).toBe(401);
  });
});
