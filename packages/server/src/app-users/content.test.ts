import { describe, expect, it } from "vitest";
import { grant, signInAll, type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const save = (key: string, html: string, token = tokens.admin) =>
  server.call("POST", "/api/appContent/save", { token, body: { key, html } });
const read = (key: string) => server.call("GET", `/api/app/content/${key}`);

describe("about and my-about", () => {
  it("are empty until written, and readable by anyone without a session", async () => {
    const about = await read("about");
    expect(about.json?.code).toBe(0);
    expect(about.json?.data).toEqual({ key: "about", html: "", updatedAt: null });
    expect((await read("elsewhere")).json?.code).toBe(1);
  });

  it("store what the editor wrote, sanitised on the server, and serve it read-only", async () => {
    const typed =
      '<p>关于<strong>我们</strong><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>';
    const saved = await save("about", typed);
    expect(saved.json?.code).toBe(0);
    const served = (await read("about")).json?.data.html as string;
    expect(served).toContain("<strong>我们</strong>");
    expect(served).not.toMatch(/onerror|<script|javascript:/i);
    expect(saved.json?.data.html).toBe(served);
    // The other page is its own.
    await save("myAbout", "<p>帮助</p>");
    expect((await read("myAbout")).json?.data.html).toBe("<p>帮助</p>");
    expect((await read("about")).json?.data.html).toBe(served);
    const logs = await server.database.query<{ action: string }>(
      "SELECT action FROM operation_logs WHERE module = 'appContent'",
    );
    expect(logs).toHaveLength(2);
  });

  it("are edited only with each page's own button", async () => {
    expect((await save("about", "<p>x</p>", tokens.common)).status).toBe(403);
    await grant(server, "common", ["appMyAbout:edit"]);
    const common = (await signInAll(server)).common;
    expect((await save("myAbout", "<p>ok</p>", common)).json?.code).toBe(0);
    expect((await save("about", "<p>no</p>", common)).status).toBe(403);
    expect(
      (await server.call("POST", "/api/appContent/save", { body: { key: "about", html: "" } }))
        .status,
    ).toBe(401);
  });
});
