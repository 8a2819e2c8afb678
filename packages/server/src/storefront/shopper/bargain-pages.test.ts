import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APP_TEST_ENV } from "../../app-users/testing.js";
import { inMinutes, makeGoods } from "../../marketing/testing.js";
import { resetWithModules } from "../../modules/testing.js";
import { newShopper, SHENZHEN } from "../../orders/testing.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { shopBrowser } from "./testing.js";

let server: TestServer;
let browse: ReturnType<typeof shopBrowser>;
beforeAll(async () => {
  server = await startTestServer({ env: APP_TEST_ENV });
  browse = shopBrowser(server);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await resetWithModules(server);
});

/**
 * A ¥399 SKU (stock 10, free freight) in a bargain running from a minute ago: from ¥299 down to
 * ¥199 in `helpers` helps within `hours` hours.
 */
async function runningBargain(helpers = 3, hours = 24) {
  const { goodsId, skuIds } = await makeGoods(server, "砍价电饭煲", [39900], 10);
  await server.database.query(
    "UPDATE goods SET freight_mode = 1, freight_fee_cents = 0 WHERE id = $1",
    [goodsId],
  );
  const [activity] = await server.database.query<{ id: number }>(
    `INSERT INTO bargain_activities (name, goods_id, sku_id, start_price_cents, floor_price_cents,
                                     helpers_needed, hours_open, start_at, end_at)
     VALUES ('好友砍一刀', $1, $2, 29900, 19900, $3, $4, $5, $6) RETURNING id`,
    [goodsId, skuIds[0], helpers, hours, inMinutes(server, -1), inMinutes(server, 7 * 24 * 60)],
  );
  return { goodsId, skuId: skuIds[0]!, activityId: Number(activity!.id) };
}

/** 发起砍价 as the product page posts it; answers the bargain's page address. */
async function start(token: string, bargain: { goodsId: number; activityId: number }) {
  const started = await browse("POST", "/s/bargain/start", {
    token,
    form: { activityId: String(bargain.activityId), goodsId: String(bargain.goodsId) },
  });
  expect(started.status).toBe(303);
  expect(started.location).toMatch(/^\/s\/bargain\/\d+$/);
  return started.location;
}

async function record(path: string) {
  const [row] = await server.database.query<{ price_cents: number; helps_done: number }>(
    "SELECT price_cents, helps_done FROM bargain_records WHERE id = $1",
    [Number(path.split("/").pop())],
  );
  return { priceCents: Number(row?.price_cents), helpsDone: Number(row?.helps_done) };
}

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

describe("the bargain's pages", () => {
  it("starts a bargain from the product page, two friends cut it, the owner buys at the reached price", async () => {
    const bargain = await runningBargain(3);
    const owner = await newShopper(server);
    const [first, second] = [await newShopper(server), await newShopper(server)];

    const product = await browse("GET", `/s/product/${bargain.goodsId}`);
    expect(product.html).toContain(`data-bargain-start="${bargain.activityId}"`);
    expect(product.html).toContain("发起砍价");

    // Signed out: to the sign-in page and back to the product; nothing started.
    const away = await browse("POST", "/s/bargain/start", {
      form: { activityId: String(bargain.activityId), goodsId: String(bargain.goodsId) },
    });
    expect(away.status).toBe(303);
    expect(away.location).toBe(
      `/s/account/login?next=${encodeURIComponent(`/s/product/${bargain.goodsId}`)}`,
    );

    const path = await start(owner.token, bargain);
    // A second 发起砍价 leads back to the same bargain, not a new one at the full price.
    expect(await start(owner.token, bargain)).toBe(path);
    server.clock.advanceMinutes(5);

    const fresh = await browse("GET", path, { token: owner.token });
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain("砍价电饭煲");
    expect(fresh.html).toContain("<s>¥399.00</s>");
    expect(fresh.html).toContain('data-bargain-floor="">¥199.00');
    expect(fresh.html).toContain('data-bargain-price="29900">¥299.00');
    expect(fresh.html).toContain('max="10000" value="0"');
    expect(fresh.html).toContain("剩余 23 小时 55 分");
    expect(fresh.html).toContain(`value="${server.baseUrl}${path}" data-bargain-share=""`);
    expect(fresh.html).toContain("立即购买");
    expect(fresh.html).not.toContain("帮TA砍一刀");

    // The owner cannot help themselves: said, and nothing changes.
    const own = await browse("POST", `${path}/help`, { token: owner.token });
    expect(own.status).toBe(422);
    expect(own.html).toContain("不能给自己砍价");
    expect(await record(path)).toEqual({ priceCents: 29900, helpsDone: 0 });

    // A friend sees 帮TA砍一刀; a form from another site is refused.
    expect((await browse("GET", path, { token: first.token })).html).toContain("帮TA砍一刀");
    const forged = await browse("POST", `${path}/help`, {
      token: first.token,
      origin: "http://evil.example",
    });
    expect(forged.status).toBe(403);
    expect(await record(path)).toEqual({ priceCents: 29900, helpsDone: 0 });

    for (const friend of [first, second]) {
      const helped = await browse("POST", `${path}/help`, { token: friend.token });
      expect(helped).toMatchObject({ status: 303, location: path });
    }
    const { priceCents, helpsDone } = await record(path);
    expect(helpsDone).toBe(2);
    expect(priceCents).toBeLessThan(29900);
    expect(priceCents).toBeGreaterThan(19900);

    const helpedPage = await browse("GET", path, { token: first.token });
    expect(helpedPage.html).toMatch(/你帮TA砍掉了 ¥\d+\.\d\d/);
    expect(helpedPage.html).not.toContain('data-bargain-help=""');

    // A second help by the same friend: refused with its message, the price where it was.
    const twice = await browse("POST", `${path}/help`, { token: first.token });
    expect(twice.status).toBe(422);
    expect(twice.html).toContain("您已经帮TA砍过一刀了，每人只能砍一次");
    expect(await record(path)).toEqual({ priceCents, helpsDone: 2 });

    const lower = await browse("GET", path, { token: owner.token });
    expect(lower.html).toContain(`data-bargain-price="${priceCents}">${yuan(priceCents)}`);
    expect(lower.html).toContain(`max="10000" value="${29900 - priceCents}"`);
    expect(lower.html).toContain("已有 2/3 位好友助力");
    const helpers = [...lower.html.matchAll(/data-bargain-helper=""><span[^>]*>([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(helpers).toHaveLength(2);
    for (const phone of helpers) expect(phone).toMatch(/^139\*\*\*\*\d{4}$/);

    // A signed-out visitor of the shared link sees the bargain and signs in to help.
    const guest = await browse("GET", path);
    expect(guest.status).toBe(200);
    expect(guest.html).toContain("登录后帮TA砍一刀");
    expect(guest.html).toContain(yuan(priceCents));

    // 立即购买: the one line, one unit, into the checkout at exactly the reached price.
    const address = await server.call("POST", "/api/app/addresses/save", {
      token: owner.token,
      body: SHENZHEN,
    });
    expect(address.json?.code).toBe(0);
    const buy = await browse("POST", `${path}/buy`, { token: owner.token });
    expect(buy).toMatchObject({ status: 303, location: "/s/checkout" });
    const checkout = await browse("GET", "/s/checkout", { token: owner.token });
    expect(checkout.html).toContain(`data-break="total">${yuan(priceCents)}`);
    const form = Object.fromEntries(
      [...checkout.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name!, value!],
      ),
    );
    // The line at its sale price, less the bargain's cut: what the helps took off, to the cent.
    expect(checkout.html).toContain('data-break="goods">¥399.00');
    expect(checkout.html).toContain(`data-break="bargain">-${yuan(39900 - priceCents)}`);
    const placed = await browse("POST", "/s/checkout", { token: owner.token, form });
    expect(placed.status).toBe(303);
    const lines = await server.database.query<{
      unit_price_cents: number;
      quantity: number;
      activity_kind: string;
    }>(
      `SELECT l.unit_price_cents::int AS unit_price_cents, l.quantity, l.activity_kind FROM order_lines l
       JOIN orders o ON o.id = l.order_id WHERE o.app_user_id = $1`,
      [owner.id],
    );
    expect(lines).toEqual([
      { unit_price_cents: priceCents, quantity: 1, activity_kind: "bargain" },
    ]);

    // Bought: the page says so, and the bargain is not started again.
    const after = await browse("GET", path, { token: owner.token });
    expect(after.html).toContain("你已按砍价价购买");
    expect(after.html).not.toContain("data-bargain-buy");
    const again = await browse("POST", "/s/bargain/start", {
      token: owner.token,
      form: { activityId: String(bargain.activityId), goodsId: String(bargain.goodsId) },
    });
    expect(again.status).toBe(422);
    expect(again.html).toContain("您已购买过该砍价商品");
  });

  it("refuses a help after the deadline, in the helper's language, and changes nothing", async () => {
    const bargain = await runningBargain(3, 1);
    const owner = await newShopper(server);
    const friend = await newShopper(server);
    const path = await start(owner.token, bargain);

    server.clock.advanceMinutes(61);
    const page = await browse("GET", path, { token: friend.token });
    expect(page.html).toContain("砍价已结束");
    expect(page.html).not.toContain('data-bargain-help=""');
    const late = await browse("POST", `${path}/help`, { token: friend.token });
    expect(late.status).toBe(422);
    expect(late.html).toContain("这个砍价已经结束了");
    const lateEn = await browse("POST", `${path}/help`, {
      token: friend.token,
      form: { lang: "en" },
    });
    expect(lateEn.html).toContain("This bargain has ended");
    expect(await record(path)).toEqual({ priceCents: 29900, helpsDone: 0 });

    // Nor can the owner buy at it any more.
    const buy = await browse("POST", `${path}/buy`, { token: owner.token });
    expect(buy.status).toBe(422);
    expect(buy.html).toContain("这个砍价已经结束了");
  });

  it("answers the designed 404 for a bargain that does not exist", async () => {
    const shopper = await newShopper(server);
    for (const path of ["/s/bargain/999999", "/s/bargain/abc"]) {
      const missing = await browse("GET", path, { token: shopper.token });
      expect(missing.status).toBe(404);
      expect(missing.html).toContain("该砍价不存在");
    }
    const help = await browse("POST", "/s/bargain/999999/help", { token: shopper.token });
    expect(help.status).toBe(404);
  });
});
