import { beforeEach, describe, expect, it } from "vitest";
import { grant, type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { addPage, validBody } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
let pageId: number;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);
beforeEach(async () => {
  pageId = (await addPage(server, tokens.admin)).id;
});

/** Every page call a signed-in role may make, each with the permission it needs. */
const calls = (id: number) =>
  [
    ["page:index", "POST", "/api/page/index", {}],
    ["page:index", "GET", `/api/page/info?id=${id}`, undefined],
    ["page:index", "POST", "/api/page/revisions", { id }],
    ["page:export", "GET", "/api/page/index?is_down=1&format=csv", undefined],
    ["page:add", "POST", "/api/page/add", validBody({ name: "Another" })],
    ["page:edit", "POST", "/api/page/add", validBody({ id, version: 1 })],
    ["page:edit", "POST", "/api/page/restore", { id, revision: 1 }],
    ["page:publish", "POST", "/api/page/publish", { id }],
    ["page:publish", "POST", "/api/page/address", { id, slug: "spring", home: true }],
    ["page:del", "GET", `/api/page/del?id=${id}`, undefined],
  ] as const;

describe("page permissions for the three seeded roles", () => {
  it("grants admin every page call", async () => {
    for (const [permission, method, url, body] of calls(pageId)) {
      const result = await server.call(method, url, { token: tokens.admin, body });
      expect(result.status, permission).toBe(200);
      if (result.json) expect(result.json.code, `${permission} ${url}: ${result.text}`).toBe(0);
    }
  });

  it("refuses common and aftersale every page call with 403 and changes nothing", async () => {
    for (const role of ["common", "aftersale"] as const) {
      for (const [permission, method, url, body] of calls(pageId)) {
        const result = await server.call(method, url, { token: tokens[role], body });
        expect(result.status, `${role} ${permission} ${url}`).toBe(403);
        expect(result.json?.msg).toBe("没有权限执行此操作");
      }
    }
    const [row] = await server.database.query<{ version: number; status: string }>(
      "SELECT version, status, slug, is_home FROM pages WHERE id = $1",
      [pageId],
    );
    expect(row).toEqual({ version: 1, status: "draft", slug: null, is_home: false });
  });

  it("asks for a session on every call but the public one", async () => {
    for (const [permission, method, url, body] of calls(pageId)) {
      const result = await server.call(method, url, { body });
      expect(result.status, permission).toBe(401);
    }
  });

  it("follows single grants: edit without publish may save but not publish", async () => {
    await grant(server, "common", ["page:index", "page:edit"]);
    const saved = await server.call("POST", "/api/page/add", {
      token: tokens.common,
      body: validBody({ id: pageId, version: 1, name: "By common" }),
    });
    expect(saved.json?.code).toBe(0);
    const created = await server.call("POST", "/api/page/add", {
      token: tokens.common,
      body: validBody(),
    });
    expect(created.status).toBe(403);
    const published = await server.call("POST", "/api/page/publish", {
      token: tokens.common,
      body: { id: pageId },
    });
    expect(published.status).toBe(403);
    const revisions = await server.call("POST", "/api/page/revisions", {
      token: tokens.common,
      body: { id: pageId },
    });
    expect(revisions.json?.data[0]).toMatchObject({ name: "By common", userName: "test" });
  });
});
