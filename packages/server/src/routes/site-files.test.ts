import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { DEFAULT_ROBOTS_TXT } from "./site-files.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

/** Sets a row of the system settings as an administrator does on the 系统配置 screen. */
async function setConfig(key: string, value: string) {
  const token = await server.signIn("admin", ADMIN_PASSWORD);
  const saved = await server.call("POST", "/api/config/add", {
    token,
    body: { key, name: key, type: "string", value },
  });
  expect(saved.json?.code, saved.text).toBe(0);
}

describe("robots.txt", () => {
  it("lets crawlers read the storefront and the sign-in page, and nothing else of the admin app", async () => {
    const robots = await server.call("GET", "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(robots.text).toBe(DEFAULT_ROBOTS_TXT);
    expect(robots.text).toContain("Allow: /s/");
    expect(robots.text).toContain("Disallow: /\n");
  });

  it("is the system setting site.robotsTxt once an administrator sets it", async () => {
    await setConfig("site.robotsTxt", "User-agent: *\nDisallow:");
    const robots = await server.call("GET", "/robots.txt");
    expect(robots.text).toBe("User-agent: *\nDisallow:\n");
  });
});

describe("favicon.ico", () => {
  it("is an icon, without signing in", async () => {
    const response = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO header: reserved 0, type 1 (icon), one image.
    expect([...bytes.slice(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
  });
});

describe("security.txt", () => {
  it("does not exist until the system setting site.securityTxt is set, then is that text", async () => {
    const before = await server.call("GET", "/.well-known/security.txt");
    expect(before.status).toBe(404);
    const text = "Contact: mailto:security@example.com\nExpires: 2030-01-01T00:00:00.000Z";
    await setConfig("site.securityTxt", text);
    const after = await server.call("GET", "/.well-known/security.txt");
    expect(after.status).toBe(200);
    expect(after.headers.get("content-type")).toContain("text/plain");
    expect(after.text).toBe(`${text}\n`);
  });
});
