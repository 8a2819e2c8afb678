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
