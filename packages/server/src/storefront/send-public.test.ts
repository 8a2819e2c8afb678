import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendPublicNotFound } from "./not-found.js";
import { chooseEncoding, sendPublicHtml } from "./send-public.js";

const PAGE = `<!doctype html><html><body>${"<p>商品 Product</p>".repeat(500)}</body></html>`;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get("/page", (request, reply) =>
    sendPublicHtml(request, reply, { html: PAGE, language: "zh-cn", cacheKey: "test:page" }),
  );
  app.get<{ Querystring: { lang: "en" | "zh-cn" | "zh-tw" } }>("/missing", (request, reply) =>
    sendPublicNotFound(request, reply, request.query.lang),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("sendPublicHtml", () => {
  it("sends gzip and Brotli that decode to the very bytes sent uncompressed", async () => {
    const plain = await get("/page");
    const gz = await get("/page", { "accept-encoding": "gzip, deflate" });
    const br = await get("/page", { "accept-encoding": "gzip, deflate, br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString("utf8")).toBe(PAGE);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(PAGE);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    for (const answer of [plain, gz, br]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300",
      );
    }
    // One strong validator per coding, all naming the same page.
    const tags = [plain, gz, br].map((a) => String(a.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it("answers 304 with no body to If-None-Match naming the page in any coding", async () => {
    const first = await get("/page", { "accept-encoding": "br" });
    const again = await get("/page", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toContain("must-revalidate");
    const otherCoding = await get("/page", { "if-none-match": `"x", ${first.headers.etag}` });
    expect(otherCoding.statusCode).toBe(304);
    const stale = await get("/page", { "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(PAGE);
  });

  it("honours q=0 and the wildcard of Accept-Encoding", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip;q=0.5, br;q=0.0")).toBe("gzip");
  });
});

describe("sendPublicNotFound", () => {
  it("answers the designed page, status 404, in the shopper's language", async () => {
    const zh = await get("/missing?lang=zh-cn");
    expect(zh.statusCode).toBe(404);
    expect(zh.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain("<h1>页面不存在</h1>");
    expect(zh.body).toContain('<a href="/s/">返回店铺首页</a>');
    const en = await get("/missing?lang=en", { "accept-encoding": "gzip" });
    expect(en.statusCode).toBe(404);
    const text = zlib.gunzipSync(en.rawPayload).toString("utf8");
    expect(text).toContain("<h1>This page does not exist</h1>");
    expect(en.headers["content-language"]).toBe("en");
    // A validator never turns a missing page into "not modified".
    const again = await get("/missing?lang=en", { "if-none-match": String(en.headers.etag) });
    expect(again.statusCode).toBe(404);
  });
});
