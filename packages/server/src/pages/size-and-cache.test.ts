import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { MAX_PAGE_COMPONENTS } from "./size-limit.js";
import { addPage, component, pageDocument, validBody } from "./testing.js";

// Counts the public page's renders: the real renderer, watched (not replaced).
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("@vitrine/editor-react/server", async (importOriginal) => {
  const real = await importOriginal<typeof import("@vitrine/editor-react/server")>();
  return {
    ...real,
    renderPageToHtml: (...args: Parameters<typeof real.renderPageToHtml>) => {
      renders.count++;
      return real.renderPageToHtml(...args);
    },
  };
});

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await resetWithModules(server);
  tokens = await signInAll(server);
  renders.count = 0;
});

const english = { "accept-language": "en" };
const notices = (count: number, text = "Sale") =>
  Array.from({ length: count }, (_, i) => component(`n${i}`, "notice", { noticeText: text }));

async function pageCount(): Promise<number> {
  const [row] = await server.database.query<{ n: number }>("SELECT count(*)::int AS n FROM pages");
  return row!.n;
}

const publish = (id: number) =>
  server.call("POST", "/api/page/publish", { token: tokens.admin, body: { id } });

describe("a page's size is capped at save and at publish", () => {
  it(`takes ${MAX_PAGE_COMPONENTS} components and refuses one more, saving nothing`, async () => {
    const before = await pageCount();
    const refused = await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({ document: pageDocument(notices(MAX_PAGE_COMPONENTS + 1)) }),
      headers: english,
    });
    expect(refused.json?.code).toBe(1);
    expect(refused.json?.msg).toBe("A page holds at most 500 components; this one has 501");
    expect(refused.json?.data.errors[0].field).toBe("document");
    expect(await pageCount()).toBe(before);

    const chinese = await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({ document: pageDocument(notices(MAX_PAGE_COMPONENTS + 1)) }),
    });
    expect(chinese.json?.msg).toBe("页面最多 500 个组件，当前有 501 个");

    await addPage(server, tokens.admin, validBody({ document: pageDocument(notices(500)) }));
  });

  it("refuses a document over 2 MiB even with few components", async () => {
    const refused = await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({ document: pageDocument(notices(10, "x".repeat(250_000))) }),
      headers: { "accept-language": "zh-tw" },
    });
    expect(refused.json?.code).toBe(1);
    expect(refused.json?.msg).toBe("頁面資料過大（2.39 MiB），上限為 2.00 MiB");
  });

  it("does not publish a draft above the cap written before the cap existed", async () => {
    const { id } = await addPage(server, tokens.admin);
    await server.database.query("UPDATE pages SET document = $1 WHERE id = $2", [
      JSON.stringify(pageDocument(notices(MAX_PAGE_COMPONENTS + 100))),
      id,
    ]);
    const refused = await publish(id);
    expect(refused.json).toMatchObject({ code: 1, msg: "页面最多 500 个组件，当前有 600 个" });
    expect((await server.call("GET", `/api/page/public/${id}`)).status).toBe(404);
  });
});

describe("the public page is answered from one render per published version", () => {
  async function publishedPage(text = "Everything half price") {
    const { id, version } = await addPage(
      server,
      tokens.admin,
      validBody({ document: pageDocument([component("n1", "notice", { noticeText: text })]) }),
    );
    expect((await publish(id)).json?.code).toBe(0);
    return { id, version };
  }
  const html = (id: number, headers: Record<string, string> = {}) =>
    server.call("GET", `/api/page/public/${id}?format=html`, { headers });
  const json = (id: number) => server.call("GET", `/api/page/public/${id}`);

  it("renders once for any number of requests, once more per other language", async () => {
    const { id } = await publishedPage();
    const answers = await Promise.all(Array.from({ length: 10 }, () => html(id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]!.text).toContain("Everything half price");
    await html(id);
    expect(renders.count).toBe(1);
    const inEnglish = await html(id, english);
    expect(inEnglish.text).toContain('<html lang="en">');
    await html(id, english);
    expect(renders.count).toBe(2);
  });

  it("answers the same JSON as before, read once", async () => {
    const { id } = await publishedPage();
    const first = await json(id);
    const second = await json(id);
    expect(first.status).toBe(200);
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(first.json).toMatchObject({
      code: 0,
      data: { id, name: "Spring sale", document: { components: [{ id: "n1" }] } },
    });
    expect(Number.isNaN(Date.parse(first.json?.data.publishedAt))).toBe(false);
    expect(second.text).toBe(first.text);
  });

  it("shows a new publish at once, and only then", async () => {
    const { id, version } = await publishedPage("First text");
    expect((await html(id)).text).toContain("First text");
    await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({
        id,
        version,
        document: pageDocument([component("n1", "notice", { noticeText: "Second text" })]),
      }),
    });
    // Saved but not published: the public still gets the first version, not rendered again.
    expect((await html(id)).text).toContain("First text");
    expect(renders.count).toBe(1);
    expect((await publish(id)).json?.code).toBe(0);
    expect((await html(id)).text).toContain("Second text");
    expect((await json(id)).json?.data.document.components[0].props.noticeText).toBe("Second text");
    expect(renders.count).toBe(2);
  });

  it("does not serve a published copy past the limits (published before they existed)", async () => {
    const { id } = await publishedPage();
    await server.database.query("UPDATE pages SET published_document = $1 WHERE id = $2", [
      JSON.stringify(pageDocument(notices(MAX_PAGE_COMPONENTS + 1))),
      id,
    ]);
    expect((await html(id)).status).toBe(404);
    expect((await json(id)).status).toBe(404);
    expect(renders.count).toBe(0);
  });

  it("stops answering a deleted page", async () => {
    const { id } = await publishedPage();
    expect((await html(id)).status).toBe(200);
    expect((await json(id)).status).toBe(200);
    const del = await server.call("GET", `/api/page/del?id=${id}`, { token: tokens.admin });
    expect(del.json?.code).toBe(0);
    expect((await html(id)).status).toBe(404);
    expect((await json(id)).status).toBe(404);
  });
});
