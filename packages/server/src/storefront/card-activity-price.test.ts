import { describe, expect, it } from "vitest";
import { goodsClient } from "../goods/testing.js";
import { inMinutes } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import { addPage, component, pageDocument, validBody } from "../pages/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { PUBLIC_CACHE_CONTROL } from "./send-public.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A product at ¥199.00 and ¥259.00, through the goods' own save, with its cheaper SKU's id. */
async function headphones() {
  const c = goodsClient(server, () => tokens.admin);
  const colour = await c.spec("颜色", ["黑色", "白色"]);
  const goodsId = await c.create({
    name: "蓝牙耳机",
    categoryId: await c.category("数码"),
    specMode: 2,
    specs: [{ specId: colour.specId, values: colour.values }],
    skus: ["199.00", "259.00"].map((price, i) => ({
      optionIds: [colour.values[i]!.id],
      price,
      stock: 5,
    })),
  });
  const [sku] = await server.database.query<{ id: number }>(
    "SELECT id FROM goods_skus WHERE goods_id = $1 ORDER BY price_cents",
    [goodsId],
  );
  return { goodsId, skuId: sku!.id };
}

/** A published page whose product list shows the product. */
async function publishedList(goodsId: number) {
  const imageList = [{ id: goodsId, name: "蓝牙耳机", price: "199.00", coverUrl: "", type: 5 }];
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

/** The published page as a shopper gets it, with React's text separators taken out. */
async function shown(pageId: number) {
  const answer = await server.call("GET", `/s/page-${pageId}`, {
    headers: { "accept-language": "zh-CN" },
  });
  expect(answer.status).toBe(200);
  const card = answer.text.replaceAll("<!-- -->", "").match(/<a data-product-card[\s\S]*?<\/a>/);
  return { card: card?.[0] ?? "", cacheControl: answer.headers.get("cache-control") };
}

describe("a published page's product card during an activity, by the server's clock", () => {
  it("shows the seckill's label and price with the sale price struck out, only while it runs", async () => {
    const { goodsId, skuId } = await headphones();
    const page = await publishedList(goodsId);
    const seckill = await server.call("POST", "/api/seckill/add", {
      token: tokens.admin,
      body: {
        name: "双十一秒杀",
        startAt: inMinutes(server, 60),
        endAt: inMinutes(server, 180),
        perUserLimit: 1,
        skus: JSON.stringify([{ skuId, seckillPriceCents: 9900, seckillStock: 5 }]),
      },
    });
    expect(seckill.json?.code, seckill.text).toBe(0);

    const before = await shown(page);
    expect(before.card).toContain("¥199.00");
    expect(before.card).not.toContain("data-activity-price");
    // An hour before the start: a shared cache keeps it as long as any page.
    expect(before.cacheControl).toBe(PUBLIC_CACHE_CONTROL);

    // The start writes nothing: the kept rendering expires at it on its own.
    server.clock.advanceMinutes(60);
    const running = await shown(page);
    expect(running.card).toContain("data-activity-price");
    expect(running.card).toMatch(/秒杀价<\/small>¥99\.00 <s[^>]*>¥199\.00<\/s>/);

    // Two minutes before the end, shared caches keep it no longer than that.
    server.clock.advanceMinutes(118);
    expect((await shown(page)).cacheControl).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60",
    );
    server.clock.advanceMinutes(2);
    const after = await shown(page);
    expect(after.card).not.toContain("data-activity-price");
    expect(after.card).toContain("¥199.00");
  });
});
