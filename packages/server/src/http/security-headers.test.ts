import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import { PUBLIC_PAGE_CSP } from "../pages/html.js";
import { addPage, pageDocument, validBody } from "../pages/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { adminAppCspDirectives, PERMISSIONS_POLICY } from "./security-headers.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** The headers every answer must carry, whoever answers it. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  const csp = String(headers["content-security-policy"] ?? "");
  const directive = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  expect(directive("default-src")).toBe("default-src 'self'");
  // Only our own scripts: no inline script, no eval, no other origin.
  expect(directive("script-src")).toBe("script-src 'self' 'wasm-unsafe-eval'");
  expect(directive("frame-ancestors")).toBe("frame-ancestors 'self'");
  expect(directive("object-src")).toBe("object-src 'none'");
}

describe("security headers", () => {
  it("on the admin app's page, an asset and a client-side route", async () => {
    const staticDir = fs.mkdtempSync(path.join(server.dataDir, "app-"));
    fs.mkdirSync(path.join(staticDir, "assets"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Vitrine</title>");
    fs.writeFileSync(path.join(staticDir, "assets", "main-abc.js"), "console.log(1)");
    const app = await createApp({
      database: server.database,
      dataDir: server.dataDir,
      staticDir,
    });
    try {
      for (const url of ["/", "/assets/main-abc.js", "/personal"]) {
        // As a browser opens them: a client-side route gets the app shell only when HTML is asked for.
        const answer = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
        expect(answer.statusCode, url).toBe(200);
        expectSecurityHeaders(answer.headers);
      }
    } finally {
      await app.close();
    }
  });

  it("on API answers: success, refusal without a session, unknown path, bad body", async () => {
    const answers = await Promise.all([
      server.app.inject({
        method: "GET",
        url: "/api/user/getUserInfo",
        headers: { authorization: `Bearer ${tokens.admin}` },
      }),
      server.app.inject({ method: "GET", url: "/api/user/getUserInfo" }),
      server.app.inject({ method: "GET", url: "/api/no/such/route" }),
      server.app.inject({
        method: "POST",
        url: "/api/login/doLogin",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ]);
    // The refusals' status codes belong to the auth hook and the error handling; any refusal will do.
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers.slice(1).map((a) => a.statusCode >= 400 || a.json().code !== 0)).toEqual([
      true,
      true,
      true,
    ]);
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });

  it("leave the public page's own stricter CSP as its route sets it", async () => {
    const { id } = await addPage(server, tokens.admin, validBody({ document: pageDocument([]) }));
    await server.call("POST", "/api/page/publish", { token: tokens.admin, body: { id } });
    const html = await server.call("GET", `/api/page/public/${id}?format=html`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-security-policy")).toBe(PUBLIC_PAGE_CSP);
    expect(html.headers.get("referrer-policy")).toBe("no-referrer");
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("let the app reach the S3 store for direct video uploads, and nothing else", () => {
    expect(adminAppCspDirectives({}).connectSrc).toEqual(["'self'"]);
    expect(
      adminAppCspDirectives({ STORAGE: "local", S3_ENDPOINT: "https://s3.example" }).connectSrc,
    ).toEqual(["'self'"]);
    expect(
      adminAppCspDirectives({ STORAGE: "s3", S3_ENDPOINT: "https://s3.example:9000/base/" })
        .connectSrc,
    ).toEqual(["'self'", "https://s3.example:9000"]);
  });
});
