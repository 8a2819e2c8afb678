import { describe, expect, it } from "vitest";
import { claimCoupon } from "../marketing/claim.js";
import { inMinutes, makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { newShopper, SHENZHEN, shopperCall } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A 满100减20 coupon claimable now, claimed by the shopper; answers the claim's id. */
async function heldCoupon(appUserId: number): Promise<number> {
  const added = await server.call("POST", "/api/coupon/add", {
    token: tokens.admin,
    body: {
      name: "满100减20",
      kind: 1,
      amountCents: 2000,
      thresholdCents: 10000,
      total: 10,
      perUserLimit: 1,
      validityType: 2,
      validDays: 7,
      scope: 1,
      startAt: inMinutes(server, 0),
      endAt: inMinutes(server, 120),
    },
  });
  expect(added.json?.code).toBe(0);
  server.clock.advanceMinutes(1);
  const claim = await claimCoupon(
    server.database.db,
    added.json?.data.id,
    appUserId,
    server.clock.now,
  );
  if (!claim.ok) throw new Error(claim.reason);
  return claim.claimId;
}

async function claimUsed(claimId: number): Promise<boolean> {
  const [row] = await server.database.query<{ used: boolean }>(
    "SELECT used_at IS NOT NULL AS used FROM coupon_claims WHERE id = $1",
    [claimId],
  );
  return Boolean(row?.used);
}

describe("a coupon at checkout", () => {
  it("takes its discount, is used by the order, and comes back when the order is cancelled", async () => {
    const { skuIds } = await makeGoods(server, "电煮锅", [6000], 5);
    const shopper = await newShopper(server);
    const call = shopperCall(server, shopper.token);
    const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
    await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 2 });
    const claimId = await heldCoupon(shopper.id);

    const preview = await call("POST", "/api/app/checkout/preview", {
      addressId,
      couponClaimId: claimId,
    });
    expect(preview.json?.data).toMatchObject({
      goodsCents: 12000,
      totalCents: 10000,
      discounts: [{ rule: "coupon", cents: 2000, label: "优惠券「满100减20」" }],
      coupon: { status: "applied", claimId },
    });
    const placed = await call("POST", "/api/app/checkout", {
      addressId,
      couponClaimId: claimId,
      expectedTotalCents: 10000,
    });
    expect(placed.json).toMatchObject({ code: 0, data: { totalCents: 10000 } });
    expect(await claimUsed(claimId)).toBe(true);

    // Another shopper cannot spend it; the same shopper cannot spend it twice.
    const other = await newShopper(server);
    const otherCall = shopperCall(server, other.token);
    const otherAddress = (await otherCall("POST", "/api/app/addresses/save", SHENZHEN)).json?.data
      .id;
    await otherCall("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 });
    expect(
      (
        await otherCall("POST", "/api/app/checkout", {
          addressId: otherAddress,
          couponClaimId: claimId,
        })
      ).json?.msg,
    ).toBe("该优惠券不存在或不属于您");
    await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 2 });
    const again = await call("POST", "/api/app/checkout/preview", {
      addressId,
      couponClaimId: claimId,
    });
    expect(again.json?.data).toMatchObject({
      totalCents: 12000,
      coupon: { status: "notApplicable", reason: "该优惠券已使用" },
    });

    const orderNo = placed.json?.data.orderNo;
    expect((await call("POST", "/api/app/orders/cancel", { orderNo })).json?.code).toBe(0);
    expect(await claimUsed(claimId)).toBe(false);
  });
});

describe("the shopper's calls with nonsense", () => {
  it("answer a clear refusal, never a fault, and change nothing", async () => {
    const { skuIds } = await makeGoods(server, "台历", [1500], 5);
    const shopper = await newShopper(server);
    const call = shopperCall(server, shopper.token, "en");
    const junk: unknown[] = [
      {},
      { id: -1, ids: "1,x", skuId: 1e30, quantity: "abc", addressId: [1], orderNo: { a: 1 } },
      { ids: Array.from({ length: 500 }, (_, i) => i + 1), quantity: 99999999999 },
      { skuId: skuIds[0], quantity: 1.5, couponClaimId: "x", expectedPrices: "cheap", remark: 7 },
      { orderNo: "261202ABCDEFGHJKMN", addressId: 2_147_483_648, isDefault: "yes", region: null },
    ];
    const posts = [
      "/api/app/addresses/save",
      "/api/app/addresses/delete",
      "/api/app/cart/add",
      "/api/app/cart/change",
      "/api/app/cart/remove",
      "/api/app/cart/select",
      "/api/app/checkout/preview",
      "/api/app/checkout",
      "/api/app/orders/cancel",
      "/api/app/orders/pay",
    ];
    for (const url of posts)
      for (const body of junk) {
        const answer = await call("POST", url, body);
        expect(answer.status, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(200);
        if (url !== "/api/app/cart/select" && url !== "/api/app/cart/remove")
          expect(answer.json?.code, url).not.toBe(0);
        if (answer.json?.code === 1) expect(answer.json.msg, url).toMatch(/[A-Za-z]/);
      }
    const detail = await call("GET", "/api/app/orders/detail?orderNo=%27%3B--");
    expect(detail.json).toMatchObject({ code: 1, msg: "This order does not exist" });
    const rows = await server.database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM orders) + (SELECT count(*) FROM cart_lines)
            + (SELECT count(*) FROM shopper_addresses) AS n`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
