import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { addPage, validBody } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

describe("junk input to the page calls", () => {
  it("answers every malformed call with a message, never a 500, and stores nothing odd", async () => {
    const { id } = await addPage(server, tokens.admin);
    const junk: Array<[string, string, unknown]> = [
      ["POST", "/api/page/add", validBody({ id: "abc", version: 1 })],
      ["POST", "/api/page/add", validBody({ id: "1; DROP TABLE pages", version: 1 })],
      ["POST", "/api/page/add", validBody({ id: -5, version: 1 })],
      ["POST", "/api/page/add", validBody({ id: 99999999999, version: 1 })],
      ["POST", "/api/page/add", validBody({ id: 424242, version: 1 })],
      ["POST", "/api/page/add", validBody({ name: "x".repeat(100_000) })],
      ["POST", "/api/page/add", validBody({ name: { $ne: 1 } })],
      ["POST", "/api/page/add", validBody({ name: ["a"] })],
      ["POST", "/api/page/add", validBody({ name: "nul\u0000byte" })],
      ["POST", "/api/page/add", validBody({ details: true })],
      ["POST", "/api/page/add", validBody({ classification: { a: 1 } })],
      ["POST", "/api/page/add", validBody({ document: 42 })],
      ["POST", "/api/page/add", validBody({ document: "{not json" })],
      ["POST", "/api/page/add", validBody({ document: [1, 2] })],
      ["POST", "/api/page/add", validBody({ document: { schemaVersion: 999 } })],
      ["POST", "/api/page/add", validBody({ id, version: "1.0e3" })],
      ["POST", "/api/page/add", []],
      ["POST", "/api/page/add", "text"],
      ["POST", "/api/page/revisions", { id: "x" }],
      ["POST", "/api/page/revisions", { id: [1, 2] }],
      ["POST", "/api/page/revisions", { id: 123456 }],
      ["POST", "/api/page/restore", { id, revision: "x" }],
      ["POST", "/api/page/restore", { id: "x", revision: 1 }],
      ["POST", "/api/page/restore", { id: 123456, revision: 1 }],
      ["POST", "/api/page/publish", { id: "'; --" }],
      ["POST", "/api/page/publish", { id: 123456 }],
      ["POST", "/api/page/publish", {}],
      ["GET", "/api/page/info?id=abc", undefined],
      ["GET", "/api/page/info?id=123456", undefined],
      ["GET", "/api/page/del?id=1,x", undefined],
      ["POST", "/api/page/index", { order_field: "document" }],
      ["POST", "/api/page/index", { order_field: "name; DROP TABLE pages" }],
      ["POST", "/api/page/index", { status: { a: 1 } }],
      ["POST", "/api/page/index", { document: "x" }],
    ];
    for (const [method, url, body] of junk) {
      const result = await server.call(method, url, { token: tokens.admin, body });
      const label = `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`;
      expect(result.status, label).toBeLessThan(500);
      expect(result.json?.code, label).not.toBe(0);
      expect(result.json?.msg, label).toBeTruthy();
    }
    const rows = await server.database.query<{ id: number; version: number }>(
      "SELECT id, version FROM pages",
    );
    expect(rows).toEqual([{ id, version: 1 }]);
  });

  it("refuses a huge name with the length message", async () => {
    const result = await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({ name: "x".repeat(100_000) }),
      headers: { "accept-language": "en" },
    });
    expect(result.json).toMatchObject({
      code: 1,
      msg: "The page name allows at most 25 characters",
    });
  });

  it("accepts a large document above the 1 MiB other calls allow", async () => {
    // As many components as a page may hold (size-limit.ts), each with a long text.
    const components = Array.from({ length: 500 }, (_, i) => ({
      id: `n${i}`,
      type: "notice",
      props: { noticeText: `Notice number ${i} `.repeat(140) },
    }));
    const body = validBody({
      document: { schemaVersion: 1, settings: {}, components },
    });
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const result = await server.call("POST", "/api/page/add", { token: tokens.admin, body });
    expect(result.json?.code).toBe(0);
  });
});
