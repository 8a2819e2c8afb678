import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { PUBLIC_PAGE_CSP } from "./html.js";
import { addPage, component, pageDocument, validBody } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const publish = (id: unknown, headers: Record<string, string> = {}) =>
  server.call("POST", "/api/page/publish", { token: tokens.admin, body: { id }, headers });
const info = async (id: number) =>
  (await server.call("GET", `/api/page/info?id=${id}`, { token: tokens.admin })).json?.data;

/** A page whose notice has no text: savable as a draft, not publishable. */
async function draftWithEmptyNotice() {
  return addPage(
    server,
    tokens.admin,
    validBody({
      document: pageDocument([
        component("title", "captiontext", { name: "Sale" }),
        component("n1", "notice", { noticeText: "" }),
      ]),
    }),
  );
}

describe("publishing", () => {
  it("is refused with the field issues while the document has errors, and nothing changes", async () => {
    const { id } = await draftWithEmptyNotice();
    const refused = await publish(id);
    expect(refused.json?.code).toBe(1);
    expect(refused.json?.msg).toBe("页面有 1 处错误，无法发布：请输入公告");
    expect(refused.json?.data.errors).toEqual([
      {
        componentId: "n1",
        path: "noticeText",
        message: "请输入公告",
        messageKey: "validation.notice.textRequired",
      },
    ]);
    const en = await publish(id, { "accept-language": "en" });
    expect(en.json?.data.errors[0].message).not.toBe("请输入公告");
    expect(await info(id)).toMatchObject({ status: "draft", publishedAt: null, version: 1 });
    const pub = await server.call("GET", `/api/page/public/${id}`);
    expect(pub.status).toBe(404);
  });

  it("is accepted once fixed, copies the document and serves it publicly without sign-in", async () => {
    const { id } = await draftWithEmptyNotice();
    const fixed = await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({
        id,
        version: 1,
        document: pageDocument([
          component("title", "captiontext", { name: "Sale" }),
          component("n1", "notice", { noticeText: "Everything half price" }),
        ]),
      }),
    });
    expect(fixed.json?.data.version).toBe(2);
    const published = await publish(id);
    expect(published.json).toMatchObject({
      code: 0,
      data: { id, version: 2, status: "published" },
    });
    expect(Number.isNaN(Date.parse(published.json?.data.publishedAt))).toBe(false);
    expect(await info(id)).toMatchObject({ status: "published", publishedVersion: 2 });

    const json = await server.call("GET", `/api/page/public/${id}`);
    expect(json.status).toBe(200);
    expect(json.json?.data).toMatchObject({ id, name: "Spring sale" });
    expect(json.json?.data.document.components.map((c: { id: string }) => c.id)).toEqual([
      "title",
      "n1",
    ]);

    // A later draft does not change what the public sees until it is published.
    await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({ id, version: 2, name: "Draft name", document: pageDocument() }),
    });
    const still = await server.call("GET", `/api/page/public/${id}`);
    expect(still.json?.data.name).toBe("Spring sale");
    expect(still.json?.data.document.components).toHaveLength(2);

    const html = await server.call("GET", `/api/page/public/${id}?format=html`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-security-policy")).toBe(PUBLIC_PAGE_CSP);
    expect(html.text).toMatch(/^<!doctype html>/);
    expect(html.text).toContain("<title>Spring sale - Vitrine</title>");
    expect(html.text).toContain('data-component-id="n1"');
    expect(html.text).toContain("Everything half price");
  });

  it("writes a publish row in the operation log", async () => {
    const { id } = await addPage(server, tokens.admin);
    await publish(id);
    const rows = await server.database.query<{ action: string }>(
      "SELECT action FROM operation_logs WHERE module = 'page' ORDER BY id",
    );
    expect(rows.map((r) => r.action)).toEqual(["add", "publish"]);
  });
});

describe("the public page", () => {
  const payload =
    '<p onclick="steal()">Hello<script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a><a href="&#106;avascript:alert(5)">x</a></p>';

  it("never carries a script, an event handler or a javascript: link, even from a stored row", async () => {
    const { id } = await addPage(
      server,
      tokens.admin,
      validBody({
        document: pageDocument([
          component("r", "richtext", { myValue: payload }),
          component("c", "captiontext", {
            name: "<script>alert(6)</script>",
            more: {
              show: true,
              type: 0,
              text: "more",
              httpType: "11",
              http: { externalLink: "javascript:alert(4)" },
            },
          }),
        ]),
      }),
    );
    expect((await publish(id)).json?.code).toBe(0);
    // Written behind the server's back: rendering sanitises again.
    await server.database.query(
      `UPDATE pages SET published_document = jsonb_set(published_document, '{components,0,props,myValue}', to_jsonb($1::text)) WHERE id = $2`,
      [payload, id],
    );
    const html = await server.call("GET", `/api/page/public/${id}?format=html`);
    expect(html.status).toBe(200);
    expect(html.text).toContain("Hello");
    // Only the storefront's own enhancement scripts, from this server, may be linked.
    const ours = /<script type="module" src="\/s\/assets\/[a-z]+\.js\?v=[\w-]+"><\/script>/g;
    expect(html.text.replace(ours, "")).not.toMatch(
      /<script|\son[a-z]+=|javascript:|&#106;avascript/i,
    );
    expect(html.text).toContain("&lt;script&gt;alert(6)&lt;/script&gt;");
    // Plain-text fields stay text (the renderer escapes them); HTML and links are cleaned.
    const json = await server.call("GET", `/api/page/public/${id}`);
    const [richText, caption] = json.json?.data.document.components ?? [];
    expect(richText.props.myValue).toBe('<p>Hello<img src="/a.png"><a>go</a><a>x</a></p>');
    expect(caption.props.more.http.externalLink).toBe("");
  });

  it("answers 404 with code 1 for unknown, unpublished and malformed ids, never a 500", async () => {
    const { id } = await addPage(server, tokens.admin);
    for (const path of [
      `/api/page/public/${id}`,
      "/api/page/public/999999",
      "/api/page/public/abc",
      "/api/page/public/1.5",
      "/api/page/public/-1",
      "/api/page/public/0",
      "/api/page/public/99999999999999999999",
      "/api/page/public/1%27%20OR%201=1",
    ]) {
      const result = await server.call("GET", path);
      expect(result.status, path).toBe(404);
      expect(result.json, path).toMatchObject({ code: 1, msg: "页面不存在或尚未发布" });
    }
    const en = await server.call("GET", "/api/page/public/abc", {
      headers: { "accept-language": "en" },
    });
    expect(en.json?.msg).toBe("The page does not exist or is not published");
    // A browser asking for the page gets the designed 404 page, not the envelope.
    const page = await server.call("GET", `/api/page/public/${id}?format=html`);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.text).toContain("<h1>页面不存在</h1>");
    const format = await server.call("GET", `/api/page/public/${id}?format=xml`);
    expect(format.status).toBe(400);
    expect(format.json?.code).toBe(1);
  });
});
