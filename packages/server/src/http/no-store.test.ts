import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules } from "../modules/testing.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => resetWithModules(server));

describe("Cache-Control: no-store", () => {
  it("on the sign-in answer, its refusal and every answer about the signed-in user", async () => {
    const signIn = (password: string) =>
      server.call("POST", "/api/login/doLogin", { body: { userName: "admin", password } });
    const refused = await signIn("wrong-password");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const signedIn = await signIn(ADMIN_PASSWORD);
    expect(signedIn.json?.data?.token).toBeTruthy();
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const token = signedIn.json!.data.token as string;
    for (const [method, url] of [
      ["GET", "/api/user/getUserInfo"],
      ["GET", "/api/user/getPersonalInfo"],
      ["POST", "/api/login/verify"],
    ] as const) {
      const answer = await server.call(method, url, {
        token,
        body: method === "POST" ? { password: ADMIN_PASSWORD } : undefined,
      });
      expect(answer.headers.get("cache-control"), url).toBe("no-store");
    }
  });

  it("leaves the header an answer meant for caches sets itself", async () => {
    const prices = await server.call("POST", "/api/goods/public/prices", { body: { ids: [1] } });
    expect(prices.headers.get("cache-control")).toBe("no-cache");
  });
});
