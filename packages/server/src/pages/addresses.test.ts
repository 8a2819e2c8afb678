import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { addPage, component, pageDocument, validBody } from "./testing.js";

// A CDN's purge adapter, on loopback: records every purge the server sends.
const purges: unknown[] = [];
const receiver = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    purges.push({
      method: request.method,
      type: request.headers["content-type"],
      ...JSON.parse(body),
    });
    response.end("ok");
  });
});

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  server = await startTestServer({
    env: { ...process.env, VITRINE_PURGE_URL: `http://127.0.0.1:${port}/purge` },
  });
});
afterAll(async () => {
  await server?.close();
  receiver.close();
});
beforeEach(async () => {
  await resetWithModules(server);
  tokens = await signInAll(server);
  purges.length = 0;
});

const english = { "accept-language": "en" };
const setAddress = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call("POST", "/api/page/address", { token: tokens.admin, body, headers });
const publish = (id: number) =>
  server.call("POST", "/api/page/publish", { token: tokens.admin, body: { id } });

async function publishedPage(text: string, name = "Spring sale") {
  const { id, version } = await addPage(
    server,
    tokens.admin,
    validBody({ name, document: pageDocument([component("n1", "notice", { noticeText: text })]) }),
  );
  expect((await publish(id)).json?.code).toBe(0);
  return { id, version };
}

async function addressOf(id: number) {
  const [row] = await server.database.query<{ slug: string | null; is_home: boolean }>(
    "SELECT slug, is_home FROM pages WHERE id = $1",
    [id],
  );
  return row;
}

/** Raw bytes as a browser receives them (fetch would decode them first). */
const raw = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "GET", url, headers });

describe("a page's public address", () => {
  it("is /s/page-<id> until a slug is set, then /s/<slug>; the old path keeps working", async () => {
    const { id } = await publishedPage("Everything half price");
    const byDefault = await server.call("GET", `/s/page-${id}`);
    expect(byDefault.status).toBe(200);
    expect(byDefault.text).toContain("Everything half price");

    const set = await setAddress({ id, slug: "spring-sale" });
    expect(set.json).toMatchObject({
      code: 0,
      data: { slug: "spring-sale", path: "/s/spring-sale" },
    });
    const bySlug = await server.call("GET", "/s/spring-sale");
    expect(bySlug.status).toBe(200);
    expect(bySlug.text).toBe(byDefault.text);
    // One address per page: the default one is given up with the slug.
    expect((await server.call("GET", `/s/page-${id}`)).status).toBe(404);
    const old = await server.call("GET", `/api/page/public/${id}?format=html`);
    expect(old.text).toBe(bySlug.text);
    // The page list shows it.
    const list = await server.call("POST", "/api/page/index", { token: tokens.admin, body: {} });
    expect(list.json?.data.data[0]).toMatchObject({ id, slug: "spring-sale", isHome: false });
  });

  it("refuses a malformed, reserved or taken slug in the caller's language and changes nothing", async () => {
    const { id } = await publishedPage("A");
    const { id: other } = await publishedPage("B", "Autumn");
    expect((await setAddress({ id: other, slug: "autumn" })).json?.code).toBe(0);
    for (const slug of [
      "Spring",
      "spring sale",
      "-spring",
      "spring-",
      "a--b",
      "春",
      "x".repeat(65),
    ]) {
      const refused = await setAddress({ id, slug });
      expect(refused.json, slug).toMatchObject({
        code: 1,
        msg: "页面地址只能由小写字母、数字和中间的连字符（-）组成，最多 64 个字符",
      });
    }
    const english = await setAddress({ id, slug: "UPPER" }, { "accept-language": "en" });
    expect(english.json?.msg).toBe(
      "A page address holds only lowercase letters, digits and hyphens between them, at most 64 characters",
    );
    for (const slug of ["product", "search", "category", "assets", "api", `page-${other}`]) {
      const refused = await setAddress({ id, slug });
      expect(refused.json, slug).toMatchObject({
        code: 1,
        msg: `“${slug}”是店铺保留的地址，请换一个`,
      });
    }
    const taken = await setAddress({ id, slug: "autumn" });
    expect(taken.json).toMatchObject({ code: 1, msg: "地址“autumn”已被页面“Autumn”使用" });
    const badHome = await setAddress({ id, home: "yes" }, { "accept-language": "zh-tw" });
    expect(badHome.json).toMatchObject({ code: 1, msg: "home 只能是 true 或 false" });
    expect(await addressOf(id)).toEqual({ slug: null, is_home: false });
    expect((await setAddress({ id: 999999, slug: "free" })).json?.code).toBe(1);
    // Its own slug again is no conflict; "" gives the default address back.
    expect((await setAddress({ id: other, slug: "autumn" })).json?.code).toBe(0);
    expect((await setAddress({ id: other, slug: "" })).json?.data.path).toBe(`/s/page-${other}`);
  });

  it("marks one home page at /s/; marking another moves the mark", async () => {
    const { id: first } = await publishedPage("First home");
    const { id: second } = await publishedPage("Second home", "Other");
    expect((await server.call("GET", "/s/")).status).toBe(404);
    expect((await setAddress({ id: first, home: true })).json?.data.isHome).toBe(true);
    expect((await server.call("GET", "/s/")).text).toContain("First home");
    expect((await setAddress({ id: second, home: true })).json?.code).toBe(0);
    expect((await server.call("GET", "/s/")).text).toContain("Second home");
    expect(await addressOf(first)).toEqual({ slug: null, is_home: false });
    expect(await addressOf(second)).toEqual({ slug: null, is_home: true });
    const [count] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pages WHERE is_home",
    );
    expect(count?.n).toBe(1);
    const redirect = await raw("/s");
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/s/");
  });
});

describe("a missing page answers the designed 404 page", () => {
  it("for unknown, unpublished and deleted pages, in the shopper's language", async () => {
    const { id: draft } = await addPage(server, tokens.admin, validBody({ name: "Draft" }));
    expect((await setAddress({ id: draft, slug: "draft-page" })).json?.code).toBe(0);
    const { id: gone } = await publishedPage("Soon gone");
    expect((await setAddress({ id: gone, slug: "gone" })).json?.code).toBe(0);
    expect((await server.call("GET", "/s/gone")).status).toBe(200);
    await server.call("GET", `/api/page/del?id=${gone}`, { token: tokens.admin });
    for (const path of [
      "/s/no-such-page",
      "/s/draft-page",
      "/s/gone",
      `/s/page-${draft}`,
      "/s/Über",
    ]) {
      const answer = await server.call("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(answer.text, path).toContain("<h1>页面不存在</h1>");
    }
    const inEnglish = await server.call("GET", "/s/gone", { headers: english });
    expect(inEnglish.text).toContain('<html lang="en">');
    expect(inEnglish.text).toContain("<h1>This page does not exist</h1>");
  });
});

describe("the language of a public page", () => {
  it("is ?lang=, else the browser's, else the shop's default language", async () => {
    const { id } = await publishedPage("Bonjour");
    await server.database.query(
      `INSERT INTO site_settings (id, value) VALUES (1, '{"defaultLanguage": "en"}'::jsonb)
       ON CONFLICT (id) DO UPDATE SET value = site_settings.value || '{"defaultLanguage": "en"}'::jsonb`,
    );
    const shopDefault = await raw("/s/no-such-page");
    expect(shopDefault.statusCode).toBe(404);
    expect(shopDefault.body).toContain("<h1>This page does not exist</h1>");
    expect((await raw(`/s/page-${id}`)).body).toContain('<html lang="en">');
    const browser = await raw("/s/no-such-page", { "accept-language": "zh-CN,zh;q=0.9" });
    expect(browser.body).toContain("<h1>页面不存在</h1>");
    const chosen = await raw(`/s/page-${id}?lang=zh-tw`, english);
    expect(chosen.body).toContain('<html lang="zh-TW">');
    expect(chosen.headers["content-language"]).toBe("zh-TW");
  });
});

describe("the public answer is cache-friendly", () => {
  it("carries a strong ETag and answers 304 to it", async () => {
    const { id } = await publishedPage("Cached");
    const first = await raw(`/s/page-${id}`, { "accept-encoding": "br" });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300",
    );
    expect(first.headers.vary).toBe("Accept-Encoding");
    const again = await raw(`/s/page-${id}`, {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("sends gzip and Brotli that decode to the same bytes", async () => {
    const { id } = await publishedPage("Compressed");
    const plain = await raw(`/s/page-${id}`);
    const gz = await raw(`/s/page-${id}`, { "accept-encoding": "gzip" });
    const br = await raw(`/s/page-${id}`, { "accept-encoding": "gzip, br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.body).toContain("Compressed");
  });

  it("is answered anew after a publish, with another ETag, and the CDN is told", async () => {
    const { id, version } = await publishedPage("First text");
    expect((await setAddress({ id, slug: "news", home: true })).json?.code).toBe(0);
    const before = await raw("/s/news");
    expect(before.body).toContain("First text");
    await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: validBody({
        id,
        version,
        document: pageDocument([component("n1", "notice", { noticeText: "Second text" })]),
      }),
    });
    await vi.waitFor(() => expect(purges).toHaveLength(2));
    purges.length = 0;
    expect((await publish(id)).json?.code).toBe(0);
    const after = await raw("/s/news", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("Second text");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await vi.waitFor(() => expect(purges).toHaveLength(1));
    expect(purges[0]).toEqual({
      method: "POST",
      type: "application/json",
      paths: ["/s/", "/s/news", `/api/page/public/${id}?format=html`],
    });
  });

  it("tells the CDN the old and new paths of an address change and a delete", async () => {
    const { id } = await publishedPage("Moving");
    await vi.waitFor(() => expect(purges).toHaveLength(1));
    purges.length = 0;
    expect((await setAddress({ id, slug: "old-name" })).json?.code).toBe(0);
    await vi.waitFor(() => expect(purges).toHaveLength(1));
    expect((await setAddress({ id, slug: "new-name" })).json?.code).toBe(0);
    await vi.waitFor(() => expect(purges).toHaveLength(2));
    expect(purges[1]).toMatchObject({
      paths: ["/s/old-name", `/api/page/public/${id}?format=html`, "/s/new-name"],
    });
    await server.call("GET", `/api/page/del?id=${id}`, { token: tokens.admin });
    await vi.waitFor(() => expect(purges).toHaveLength(3));
    expect(purges[2]).toMatchObject({
      paths: ["/s/new-name", `/api/page/public/${id}?format=html`],
    });
  });
});
