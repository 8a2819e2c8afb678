import { describe, expect, it } from "vitest";
import { goodsClient } from "../goods/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const client = () => goodsClient(server, () => tokens.admin);
const page = (url: string, headers: Record<string, string> = {}) =>
  server.call("GET", url, { headers: { "accept-language": "zh-CN", ...headers } });

/** A shirt in two colours × two sizes at ¥19.90-¥25.50, and a single-price mug. */
async function shop() {
  const c = client();
  const category = await c.category("服饰");
  const colour = await c.spec("颜色", ["红色", "蓝色"]);
  const size = await c.spec("尺码", ["M", "L"]);
  const prices = ["19.90", "21.00", "23.00", "25.50"];
  const skus = colour.values.flatMap((col, ci) =>
    size.values.map((s, si) => ({
      optionIds: [col.id, s.id],
      price: prices[ci * 2 + si],
      stock: ci * 2 + si,
    })),
  );
  const shirt = await c.create({
    name: "纯棉T恤",
    categoryId: category,
    specMode: 2,
    specs: [
      { specId: colour.specId, values: colour.values },
      { specId: size.specId, values: size.values },
    ],
    skus,
    description: '<p>柔软<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  });
  const mug = await c.create({
    name: "马克杯",
    categoryId: category,
    specMode: 1,
    skus: [{ optionIds: [], price: "9.00", stock: 3 }],
  });
  return { c, category, shirt, mug, colour, size };
}

describe("the product page", () => {
  it("shows the price range across SKUs, each SKU's price and stock, and the spec chooser", async () => {
    const { shirt, colour } = await shop();
    const answer = await page(`/s/product/${shirt}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    const html = answer.text;
    expect(html).toContain('data-sf-price="">¥19.90 - ¥25.50<');
    expect(html).toContain("<title>纯棉T恤 - Vitrine</title>");
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('rel="icon"');
    // Without script: a table of every SKU, its price and stock.
    expect(html).toContain("<td>蓝色 / L</td><td>¥25.50</td><td>库存 3 件</td>");
    expect(html).toContain("<td>红色 / M</td><td>¥19.90</td><td>已售罄</td>");
    // With script: a radio per option, and the SKUs in cents-free display form for the chooser.
    expect(html).toContain(`name="spec-${colour.specId}" value="${colour.values[0]!.id}"`);
    expect(html).toMatch(/data-skus="\[\{&quot;id&quot;:\d+,&quot;o&quot;:\[/);
    expect(html).toMatch(
      /<script type="module" src="\/s\/assets\/product\.js\?v=[\w-]+"><\/script>|<main class="sf-product" data-sf="product"/,
    );
    // The cart: a form posting the product and the chosen options (the radios belong to it).
    expect(html).toContain('<form class="sf-buy" id="sf-buy" method="post" action="/s/cart/add">');
    expect(html).toContain(`<input type="hidden" name="goodsId" value="${shirt}">`);
    expect(html).toMatch(new RegExp(`<button[^>]*data-cart-hook="" data-goods-id="${shirt}"`));
    expect(html).toContain('form="sf-buy"');
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(answer.headers.get("etag")).toBeTruthy();
  });

  it("sanitises the details and escapes names", async () => {
    const { c, category, shirt } = await shop();
    const xss = await c.create({
      name: '<img src=x onerror="alert(1)">杯',
      categoryId: category,
      specMode: 1,
      skus: [{ optionIds: [], price: "1.00", stock: 1 }],
    });
    const product = (await page(`/s/product/${shirt}`)).text;
    expect(product).toContain("柔软");
    expect(product).not.toContain("onerror");
    expect(product).not.toContain("alert(2)");
    const named = (await page(`/s/product/${xss}`)).text;
    expect(named).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;杯");
    expect(named).not.toMatch(/<img src=x/);
    const search = (await page(`/s/search?q=${encodeURIComponent("杯")}`)).text;
    expect(search).not.toMatch(/<img src=x/);
  });

  it("answers an off-sale product with its state and a 404, an unknown one with the 404 page", async () => {
    const { mug } = await shop();
    await server.database.query("UPDATE goods SET status = 0 WHERE id = $1", [mug]);
    const off = await page(`/s/product/${mug}`);
    expect(off.status).toBe(404);
    expect(off.text).toContain("商品已下架");
    for (const url of ["/s/product/999999", "/s/product/abc", "/s/product/99999999999"]) {
      const missing = await page(url);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toContain("text/html");
    }
  });

  it("marks a sold-out product and shows the freight of the chosen region", async () => {
    const { c, category } = await shop();
    const sold = await c.create({
      name: "售罄商品",
      categoryId: category,
      specMode: 1,
      freightMode: 1,
      freightFee: "8.00",
      skus: [{ optionIds: [], price: "5.00", stock: 0 }],
    });
    const html = (await page(`/s/product/${sold}?region=11`)).text;
    expect(html).toContain('data-sf-state="">已售罄');
    expect(html).toContain('data-sf-freight="" style="margin:8px 0 0;font-size:14px">运费 ¥8.00');
    expect(html).toContain('<option value="11" selected>');
    // An unknown region is ignored, not an error.
    expect((await page(`/s/product/${sold}?region=zz`)).status).toBe(200);
  });

  it("prices a region no rule names at its template's default rate", async () => {
    const { c, category } = await shop();
    const saved = await c.call("POST", "/api/freightTemplate/save", {
      name: "北京另算",
      billing: 1,
      rules: [
        { regions: ["11"], first: 1, firstFee: "10", additional: 1, additionalFee: "5" },
        { regions: [], first: 1, firstFee: "15", additional: 1, additionalFee: "8" },
      ],
    });
    expect(saved.json?.code).toBe(0);
    const product = await c.create({
      name: "模板运费商品",
      categoryId: category,
      specMode: 1,
      freightMode: 2,
      freightTemplateId: saved.json?.data.id,
      skus: [{ optionIds: [], price: "5.00", stock: 3 }],
    });
    expect((await page(`/s/product/${product}?region=11`)).text).toContain("运费 ¥10.00");
    // Guangdong has no rule of its own: the template's default rate applies.
    expect((await page(`/s/product/${product}?region=44`)).text).toContain("运费 ¥15.00");
  });

  it("speaks the shopper's language: ?lang= first, then Accept-Language", async () => {
    const { shirt } = await shop();
    expect((await page(`/s/product/${shirt}`, { "accept-language": "en" })).text).toContain(
      '<html lang="en">',
    );
    const tw = await page(`/s/product/${shirt}?lang=zh-tw`, { "accept-language": "en" });
    expect(tw.text).toContain('<html lang="zh-TW">');
    expect(tw.text).toContain("庫存 3 件");
  });
});

describe("search and category pages", () => {
  it("finds products by name, sorts by price, sales and newest, and shows 起 for a range", async () => {
    const { c, category, shirt, mug } = await shop();
    await server.database.query("UPDATE goods SET sales = 50 WHERE id = $1", [mug]);
    const newest = await c.create({
      name: "新款T恤",
      categoryId: category,
      specMode: 1,
      skus: [{ optionIds: [], price: "30.00", stock: 1 }],
    });
    // The seeded demo goods are on sale too: only this test's products are compared.
    const mine = [shirt, mug, newest];
    const order = (html: string) =>
      [...html.matchAll(/data-product-id="(\d+)"/g)]
        .map((m) => Number(m[1]))
        .filter((id) => mine.includes(id));
    expect(order((await page("/s/search?sort=price")).text)).toEqual([mug, shirt, newest]);
    expect(order((await page("/s/search?sort=sales")).text)[0]).toBe(mug);
    expect(order((await page("/s/search?sort=newest")).text)[0]).toBe(newest);
    const found = (await page(`/s/search?q=${encodeURIComponent("t恤")}&sort=price`)).text;
    expect(order(found)).toEqual([shirt, newest]);
    expect(found).toContain('<span class="sf-price">¥19.90<small>起</small></span>');
    expect(found).toContain(`href="/s/product/${shirt}"`);
    expect(found).toContain('placeholder="搜索商品"');
  });

  it("shows an empty state; a % in the words is a letter, not a pattern", async () => {
    await shop();
    const none = await page(`/s/search?q=${encodeURIComponent("%")}`);
    expect(none.status).toBe(200);
    expect(none.text).toContain("没有找到相关商品");
    expect((await page("/s/search?q=a&q=b")).status).toBe(200);
    expect((await page("/s/search?sort=bogus")).status).toBe(200);
  });

  it("lists a category's products and answers 404 for an unknown category", async () => {
    const { category, shirt, mug } = await shop();
    const html = (await page(`/s/category/${category}?sort=price`)).text;
    expect(html).toContain("<title>服饰 - Vitrine</title>");
    expect([...html.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      mug,
      shirt,
    ]);
    expect((await page("/s/category/424242")).status).toBe(404);
  });
});
