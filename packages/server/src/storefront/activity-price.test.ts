import { describe, expect, it } from "vitest";
import { goodsClient } from "../goods/testing.js";
import { inMinutes, makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { cacheControlUntil, PUBLIC_CACHE_CONTROL } from "./send-public.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

async function add(module: string, body: Record<string, unknown>) {
  const answer = await server.call("POST", `/api/${module}/add`, { token: tokens.admin, body });
  if (answer.json?.code !== 0) throw new Error(answer.text);
  return answer.json.data.id as number;
}
/** A product on sale with one colour per price (a spec chooser), through the goods' own save. */
async function product(name: string, prices: string[]) {
  const c = goodsClient(server, () => tokens.admin);
  const colour = await c.spec("颜色", ["黑色", "白色", "红色"].slice(0, prices.length));
  const goodsId = await c.create({
    name,
    categoryId: await c.category(`${name}分类`),
    specMode: 2,
    specs: [{ specId: colour.specId, values: colour.values }],
    skus: prices.map((price, i) => ({ optionIds: [colour.values[i]!.id], price, stock: 5 })),
  });
  const rows = await server.database.query<{ id: number }>(
    "SELECT id FROM goods_skus WHERE goods_id = $1 ORDER BY price_cents",
    [goodsId],
  );
  return { goodsId, skuIds: rows.map((row) => row.id) };
}
const page = (url: string) => server.call("GET", url, { headers: { "accept-language": "zh-CN" } });

describe("activity prices on the product page and its cards, by the server's clock", () => {
  it("shows a running seckill's price, label and end beside the struck-out price; not before, not after", async () => {
    const { goodsId, skuIds } = await product("蓝牙耳机", ["199.00", "259.00"]);
    const endAt = inMinutes(server, 180);
    await add("seckill", {
      name: "双十一秒杀",
      startAt: inMinutes(server, 60),
      endAt,
      perUserLimit: 1,
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 9900, seckillStock: 5 }]),
    });
    // Not started: the sale price alone.
    const before = (await page(`/s/product/${goodsId}`)).text;
    expect(before).not.toContain("data-sf-deal");
    expect(before).toContain('<span class="sf-price" data-sf-price="">¥199.00 - ¥259.00</span>');

    server.clock.advanceMinutes(60);
    const running = await page(`/s/product/${goodsId}`);
    expect(running.text).toContain(
      '<div class="sf-deal" data-sf-deal="seckill"><span class="sf-tag" data-sf-deal-label="">秒杀价</span><span class="sf-price" data-sf-deal-price="">¥99.00</span>',
    );
    // The sale price struck out beside it, and when the seckill ends (Beijing time, and the instant).
    expect(running.text).toContain(
      '<span class="sf-price sf-was" data-sf-price="">¥199.00 - ¥259.00</span>',
    );
    expect(running.text).toContain(`<time datetime="${endAt}">`);
    // The chooser gets the SKU's seckill price to show when it is picked.
    expect(running.text).toContain(
      "&quot;a&quot;:&quot;¥99.00&quot;,&quot;l&quot;:&quot;秒杀价&quot;",
    );
    // Ending in two hours: a shared cache keeps it as long as any page.
    expect(running.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const english = await page(`/s/product/${goodsId}?lang=en`);
    expect(english.text).toContain('data-sf-deal-label="">Flash sale price</span>');
    // The search card shows it too.
    const search = (await page(`/s/search?q=${encodeURIComponent("蓝牙")}`)).text;
    expect(search).toContain(
      '<small class="sf-tag">秒杀价</small><span class="sf-price" data-deal-price="">¥99.00</span> <s class="sf-was">¥199.00</s>',
    );

    // Finished by the clock (whether or not the sweep has run): the sale price again.
    server.clock.advanceMinutes(120);
    const after = (await page(`/s/product/${goodsId}`)).text;
    expect(after).not.toContain("data-sf-deal");
    expect(after).not.toContain("秒杀价");
    expect((await page("/s/search")).text).not.toContain("秒杀价");
  });

  it("labels a group buy and a bargain, the cheapest leading; lists the coupons claimable for it", async () => {
    const { goodsId, skuIds } = await product("充电宝", ["159.00", "169.00"]);
    const other = await makeGoods(server, "数据线", [2900]);
    const window = { startAt: inMinutes(server, 1), endAt: inMinutes(server, 600) };
    await add("groupBuy", {
      name: "三人团",
      goodsId,
      skuId: skuIds[0],
      groupPriceCents: 12900,
      groupSize: 3,
      hoursOpen: 24,
      perUserLimit: 1,
      ...window,
    });
    await add("bargain", {
      name: "砍到底",
      goodsId,
      skuId: skuIds[1],
      startPriceCents: 16900,
      floorPriceCents: 9900,
      helpersNeeded: 5,
      hoursOpen: 24,
      ...window,
    });
    const coupon = (name: string, extra: Record<string, unknown>) =>
      add("coupon", {
        name,
        kind: 1,
        amountCents: 2000,
        thresholdCents: 10000,
        total: 10,
        perUserLimit: 1,
        validityType: 2,
        validDays: 7,
        scope: 1,
        ...window,
        ...extra,
      });
    await coupon("全场券", {});
    await coupon("九折券", { kind: 2, percentOff: "10", amountCents: 0, thresholdCents: 0 });
    await coupon("别的商品", { scope: 3, scopeIds: [other.goodsId] });
    await coupon("这件商品", { scope: 3, scopeIds: [goodsId], kind: 3, amountCents: 500 });
    await coupon("明天的券", { startAt: inMinutes(server, 1440), endAt: inMinutes(server, 2880) });
    server.clock.advanceMinutes(2);

    const html = (await page(`/s/product/${goodsId}`)).text;
    // The bargain's floor is the lowest: it leads; the table shows each SKU's own activity.
    expect(html).toContain('data-sf-deal="bargain"');
    expect(html).toContain('data-sf-deal-label="">砍价底价</span>');
    expect(html).toContain("<td>拼团价 ¥129.00 <s>¥159.00</s></td>");
    expect(html).toContain("<td>砍价底价 ¥99.00 <s>¥169.00</s></td>");
    // Coupons: read-only, the ones open for this product only.
    const coupons = html.slice(html.indexOf("data-sf-coupons"));
    expect(coupons).toContain("<strong>满100减20</strong> <span>全场券</span>");
    expect(coupons).toContain("<strong>9折</strong> <span>九折券</span>");
    expect(coupons).toContain("<strong>无门槛减5</strong> <span>这件商品</span>");
    expect(coupons).not.toContain("别的商品");
    expect(coupons).not.toContain("明天的券");
    expect(html).toContain("可领优惠券");

    // A coupon closed early is no longer listed.
    const [row] = await server.database.query<{ id: number }>(
      "SELECT id FROM coupons WHERE name = '全场券'",
    );
    const closed = await server.call("POST", "/api/coupon/close", {
      token: tokens.admin,
      body: { id: row!.id },
    });
    expect(closed.json?.code).toBe(0);
    expect((await page(`/s/product/${goodsId}`)).text).not.toContain("全场券");
  });

  it("lets a shared cache keep a page no longer than what it shows runs", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(cacheControlUntil([], now)).toBe(PUBLIC_CACHE_CONTROL);
    expect(cacheControlUntil([at(3600)], now)).toBe(PUBLIC_CACHE_CONTROL);
    expect(cacheControlUntil([at(3600), at(100)], now)).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=40",
    );
    expect(cacheControlUntil([at(30)], now)).toBe(
      "public, max-age=0, must-revalidate, s-maxage=30",
    );
  });
});
