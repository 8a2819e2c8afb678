import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../http/auth-hook.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.reset();
});
afterAll(async () => server?.close());

describe("HEAD never runs a route that changes data", () => {
  it("HEAD /api/user/del?id= deletes nobody and answers 404", async () => {
    const admin = await server.signIn("admin", ADMIN_PASSWORD);
    const [test] = await server.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'test'",
    );
    const head = await server.call("HEAD", `/api/user/del?id=${test!.id}`, { token: admin });
    expect(head.status).toBe(404);
    await expect(server.signIn("test", TEST_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("registers HEAD only where a route declares it (the file routes)", () => {
    const heads = registeredRoutes(server.app).filter((route) => route.method === "HEAD");
    // Stored media, firmware downloads and the site's own files (robots.txt, the icon,
    // security.txt): all read-only file routes, which crawlers and monitors probe with HEAD.
    expect(heads.map((route) => route.url).sort()).toEqual([
      "/.well-known/security.txt",
      "/api/firmware/file/:md5",
      "/favicon.ico",
      "/robots.txt",
      "/uploads/*",
    ]);
  });

  it("still answers HEAD for stored media", async () => {
    const head = await server.call("HEAD", "/uploads/image/nothing.png");
    expect(head.status).toBe(404);
    expect(head.text).toBe("");
  });
});
