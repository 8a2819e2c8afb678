import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodsClient } from "../goods/testing.js";
import { grant, type Tokens, useSignedInServer } from "../modules/testing.js";
import { addPage, component, pageDocument, validBody } from "../pages/testing.js";
import { kindsIn } from "../storefront/assets.js";
import type { TestServer } from "../testing/test-server.js";
import { flushPageAnalytics } from "./routes.js";

let server: TestServer;
let tokens: Tokens;
// Each shopper from their own address (X-Forwarded-For, read with TRUST_PROXY=1 as the app starts).
const trustProxyBefore = process.env.TRUST_PROXY;
const restoreTrustProxy = () => {
  if (trustProxyBefore === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxyBefore;
};
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
});
useSignedInServer(
  (started) => {
    server = started;
    restoreTrustProxy();
  },
  (signedIn) => (tokens = signedIn),
);
afterAll(restoreTrustProxy);

async function product(name = "马克杯"): Promise<number> {
  const c = goodsClient(server, () => tokens.admin);
  return c.create({
    name,
    categoryId: await c.category("杯具"),
    specMode: 1,
    skus: [{ optionIds: [], price: "9.00", stock: 3 }],
  });
}

/** A published page whose product list shows `goodsId`. */
async function pageShowing(goodsId: number): Promise<number> {
  const imageList = [{ id: goodsId, name: "马克杯", price: "9.00", coverUrl: "", type: 5 }];
  const { id } = await addPage(
    server,
    tokens.admin,
    validBody({ document: pageDocument([component("l1", "listswitching", { imageList })]) }),
  );
  const published = await server.call("POST", "/api/page/publish", {
    token: tokens.admin,
    body: { id },
  });
  expect(published.json?.code).toBe(0);
  return id;
}

/** A beacon as the product page's script sends it (text/plain, from the shopper's address). */
const beacon = (shopper: number, body: unknown) =>
  fetch(`${server.baseUrl}/s/beacon`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/${shopper}`,
      "x-forwarded-for": `10.1.0.${shopper}`,
    },
    body: JSON.stringify(body),
  });

async function figures(goodsId: number, token = tokens.admin) {
  const answer = await server.call("GET", `/api/goods/analytics?id=${goodsId}`, { token });
  expect(answer.json?.code, answer.text).toBe(0);
  return answer.json!.data;
}

describe("product analytics", () => {
  it("counts a product page's views, visitors and the views a published page's card led to", async () => {
    const mug = await product();
    const page = await pageShowing(mug);
    // The product page links the beacon, marked with its product.
    const html = await server.call("GET", `/s/product/${mug}`);
    expect(html.text).toContain(`data-sf="beacon" data-sf-product="${mug}"`);
    // The mark is what links the beacon script (scriptTags); the built script itself is only there
    // after `npm run build`, which the server tests run before.
    expect(kindsIn(html.text)).toContain("beacon");

    for (const shopper of [1, 2, 3]) {
      // Shopper 1 and 2 tapped the card on the page; 3 came from elsewhere, twice.
      const from = shopper < 3 ? { from: page } : {};
      expect((await beacon(shopper, { kind: "product", product: mug, ...from })).status).toBe(204);
    }
    expect((await beacon(3, { kind: "product", product: mug })).status).toBe(204);
    // A page that is not published (any more) leads nowhere: the view counts, no conversion.
    expect((await beacon(4, { kind: "product", product: mug, from: 999_999 })).status).toBe(204);
    await flushPageAnalytics(server.database);

    const data = await figures(mug);
    expect(data.product).toEqual({ id: mug, name: "马克杯" });
    expect(data.totals).toEqual({ views: 5, visitors: 4, fromPages: 2 });
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toMatchObject({ views: 5, visitors: 4, fromPages: 2 });
    expect(data.sources).toEqual([{ pageId: page, name: expect.any(String), views: 2 }]);
    // The page's own figures count the product views it led to.
    const pageFigures = await server.call("GET", `/api/page/analytics?id=${page}`, {
      token: tokens.admin,
    });
    expect(pageFigures.json?.data.totals.productViews).toBe(2);
  });

  it("refuses a beacon for no product or one not on sale, in the shopper's language", async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ kind: "product" }, 400, "商品浏览记录必须指明商品"],
      [{ kind: "product", product: 999_999 }, 404, "商品不存在或已下架"],
      [{ kind: "view" }, 400, "页面记录必须指明页面"],
      [{ kind: "product", product: "x" }, 400, "请求参数有误"],
    ];
    for (const [body, status, message] of cases) {
      const answer = await beacon(9, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((await answer.json()).msg).toContain(message);
    }
  });

  it("shows a product's figures only to whoever may see the goods list, enforced by the server", async () => {
    const mug = await product();
    const url = `/api/goods/analytics?id=${mug}`;
    expect((await server.call("GET", url)).status).toBe(401);
    const refused = await server.call("GET", url, { token: tokens.common });
    expect(refused.status).toBe(403);
    expect(refused.json?.msg).toBe("没有权限执行此操作");
    await grant(server, "common", ["goods:index"]);
    expect((await figures(mug, tokens.common)).totals).toEqual({
      views: 0,
      visitors: 0,
      fromPages: 0,
    });
    const unknown = await server.call("GET", "/api/goods/analytics?id=999999", {
      token: tokens.admin,
      headers: { "accept-language": "en" },
    });
    expect(unknown.json?.code).toBe(1);
    const badDay = await server.call("GET", `${url}&from=2026-02-30`, { token: tokens.admin });
    expect(badDay.json).toMatchObject({ code: 1, msg: "from 必须是 YYYY-MM-DD 格式的日期" });
  });
});
