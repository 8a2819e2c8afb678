import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { addPage, component, pageDocument, validBody } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

async function publishedHtml(components: unknown[]) {
  const { id } = await addPage(
    server,
    tokens.admin,
    validBody({ document: pageDocument(components) }),
  );
  const published = await server.call("POST", "/api/page/publish", {
    token: tokens.admin,
    body: { id },
  });
  expect(published.json?.code).toBe(0);
  const html = await server.call("GET", `/api/page/public/${id}?format=html`);
  expect(html.status).toBe(200);
  return { id, html };
}

describe("components on the public HTML page", () => {
  it("serves the form module as a form posting to the page's form address, allowed by the CSP", async () => {
    const { id, html } = await publishedHtml([
      component("f1", "investigate", {
        title: "报名",
        jsonData: [
          { type: 0, name: "姓名", value1: "", required: true },
          { type: 3, name: "兴趣", value1: "美食#旅行" },
        ],
      }),
    ]);
    const form = html.text.match(/<form [^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/api/page/public/${id}/form/f1"`);
    const text = html.text.match(/<input type="text"[^>]*>/)?.[0] ?? "";
    expect(text).toContain('name="q0"');
    expect(text).toContain("required");
    expect(html.text.match(/type="checkbox" name="q1"/g)).toHaveLength(2);
    const csp = html.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("form-action 'self'");
    // Scripts only from our own files (the storefront's enhancement scripts): never inline, never eval.
    const scripts = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scripts?.trim()).toBe("script-src 'self'");
  });

  it("lets the page's videos and images come from our uploads and https addresses", async () => {
    const { html } = await publishedHtml([
      component("v1", "videoss", {
        src: "/uploads/clip.mp4",
        coverUrl: "https://cdn.example/cover.jpg",
        autoplay: true,
      }),
    ]);
    expect(html.text).toContain('src="/uploads/clip.mp4"');
    expect(html.text).toContain('poster="https://cdn.example/cover.jpg"');
    const csp = html.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/media-src 'self' https:/);
    expect(csp).toMatch(/img-src 'self' https:/);
  });
});
