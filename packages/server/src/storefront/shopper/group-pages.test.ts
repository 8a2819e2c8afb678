import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APP_TEST_ENV } from "../../app-users/testing.js";
import { inMinutes, makeGoods } from "../../marketing/testing.js";
import { resetWithModules } from "../../modules/testing.js";
import { newShopper, payWithDev, SHENZHEN, shopperCall } from "../../orders/testing.js";
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

/** A shopper with an address who buys one unit by 立即购买 (from `path`'s form) and pays. */
async function buyFromPage(goodsId: number, skuId: number, team?: string) {
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const address = await call("POST", "/api/app/addresses/save", SHENZHEN);
  const added = await browse("POST", "/s/cart/add", {
    token: shopper.token,
    form: {
      goodsId: String(goodsId),
      skuId: String(skuId),
      quantity: "1",
      go: "buy",
      ...(team ? { team } : {}),
    },
  });
  expect(added.location).toBe(team ? `/s/checkout?team=${team}` : "/s/checkout");
  const checkout = await browse("GET", added.location, { token: shopper.token });
  if (team) expect(checkout.html).toContain(`name="team" value="${team}"`);
  const placed = await browse("POST", "/s/checkout", {
    token: shopper.token,
    form: { addressId: String(address.json?.data.id), ...(team ? { team } : {}) },
  });
  const orderNo = placed.location.match(/\/s\/orders\/([^?]+)/)?.[1] ?? "";
  expect(orderNo).not.toBe("");
  expect(await payWithDev(server, call, orderNo)).toBe(200);
  return async () => (await browse("GET", `/s/orders/${orderNo}`, { token: shopper.token })).html;
}

describe("group buying pages", () => {
  it("shows the team on the order page and lets a friend join it by the shared link", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "拼团茶具", [29900], 10);
    await server.database.query(
      "UPDATE goods SET freight_mode = 1, freight_fee_cents = 0 WHERE id = $1",
      [goodsId],
    );
    await server.database.query(
      `INSERT INTO group_activities (name, goods_id, sku_id, group_price_cents, group_size,
                                     hours_open, per_user_limit, start_at, end_at)
       VALUES ('两人团', $1, $2, 19900, 2, 24, 1, $3, $4)`,
      [goodsId, skuIds[0], inMinutes(server, -1), inMinutes(server, 60 * 48)],
    );
    const leaderPage = await buyFromPage(goodsId, skuIds[0]!);
    const waiting = await leaderPage();
    expect(waiting).toContain("拼团中 · 差1人");
    const link = waiting.match(/data-team-share="" href="([^"]+)"/)?.[1] ?? "";
    const team = link.match(/team=(\d+)/)?.[1] ?? "";
    expect(link).toBe(`/s/product/${goodsId}?team=${team}`);

    // The friend's product page keeps the team through 立即购买.
    const product = await browse("GET", link);
    expect(product.html).toContain(`data-joining-team="${team}"`);
    const friendPage = await buyFromPage(goodsId, skuIds[0]!, team);
    for (const html of [await friendPage(), await leaderPage()])
      expect(html).toMatch(/data-team-state="1"><h2>拼团<\/h2><p[^>]*><strong>拼团成功<\/strong>/);
  });
});
