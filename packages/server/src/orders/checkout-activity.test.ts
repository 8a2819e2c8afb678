import { describe, expect, it } from "vitest";
import { inMinutes, makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { sweepUnpaidOrders } from "./close-orders.js";
import { newShopper, runningSeckill, SHENZHEN, shopperCall, stockOf } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A shopper with a Shenzhen address and `quantity` of the SKU in the cart. */
async function shopperWith(skuId: number, quantity: number, language = "zh-cn") {
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token, language);
  const address = await call("POST", "/api/app/addresses/save", SHENZHEN);
  expect((await call("POST", "/api/app/cart/add", { skuId, quantity })).json?.code).toBe(0);
  return { call, addressId: address.json?.data.id as number, shopper };
}

/** The seckill SKU's line as the operator sees it: units moved out, sold and left. */
async function seckillLine(activityId: number) {
  const info = await server.call("GET", `/api/seckill/info?id=${activityId}`, {
    token: tokens.admin,
  });
  return info.json!.data.skus[0] as { taken: number; sold: number; left: number };
}

/**
 * `count` shoppers with a Shenzhen address and one unit of the SKU in the cart, the addresses and
 * cart lines written in bulk (the race, not the setup, is what the test is about).
 */
async function manyShoppersWith(skuId: number, count: number) {
  const shoppers = [];
  for (let i = 0; i < count; i += 1) shoppers.push(await newShopper(server));
  const ids = `{${shoppers.map((s) => s.id).join(",")}}`;
  const addresses = await server.database.query<{ id: number; app_user_id: number }>(
    `INSERT INTO shopper_addresses (app_user_id, contact, phone, region, detail, is_default)
     SELECT u.id, $2, $3, $4, $5, true FROM unnest($1::int[]) AS u(id) RETURNING id, app_user_id`,
    [ids, SHENZHEN.contact, SHENZHEN.phone, SHENZHEN.region, SHENZHEN.detail],
  );
  await server.database.query(
    `INSERT INTO cart_lines (app_user_id, goods_id, sku_id, quantity)
     SELECT u.id, s.goods_id, s.id, 1 FROM unnest($1::int[]) AS u(id), goods_skus s WHERE s.id = $2`,
    [ids, skuId],
  );
  const addressOf = new Map(addresses.map((a) => [Number(a.app_user_id), Number(a.id)]));
  return shoppers.map((shopper) => ({
    shopper,
    call: shopperCall(server, shopper.token),
    addressId: addressOf.get(shopper.id)!,
  }));
}

/** The development provider's signed fields for paying the order, as its confirmation page posts them. */
async function paymentFields(call: ReturnType<typeof shopperCall>, orderNo: string) {
  const started = await call("POST", "/api/app/orders/pay", { orderNo });
  expect(started.json).toMatchObject({ code: 0, data: { provider: "dev" } });
  const {
    notifyUrl: _n,
    returnUrl: _r,
    ...fields
  } = (started.json?.data.fields ?? {}) as Record<string, string>;
  return fields;
}

const notifyDev = (fields: Record<string, string>) =>
  server.call("POST", "/api/pay/notify/dev", { body: fields });

async function orderOf(call: ReturnType<typeof shopperCall>, orderNo: string) {
  return (await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`)).json?.data;
}

describe("checkout at activity prices", () => {
  it("prices a line by the running seckill, takes the seckill's stock and holds the shopper to its limit", async () => {
    const { activityId, skuId } = await runningSeckill(server, tokens.admin, 5, 2);
    const { call, addressId } = await shopperWith(skuId, 2);

    const preview = await call("POST", "/api/app/checkout/preview", { addressId });
    expect(preview.json).toMatchObject({
      code: 0,
      data: {
        goodsCents: 39800,
        totalCents: 19800,
        discounts: [{ rule: "seckill", cents: 20000 }],
      },
    });
    const placed = await call("POST", "/api/app/checkout", {
      addressId,
      expectedTotalCents: 19800,
    });
    expect(placed.json).toMatchObject({ code: 0, data: { totalCents: 19800 } });
    const orderNo = placed.json?.data.orderNo as string;
    const detail = await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`);
    expect(detail.json?.data.lines).toMatchObject([{ unitPriceCents: 9900, quantity: 2 }]);

    // The units came out of the seckill (5 moved out of the goods, 2 sold), not the goods again.
    expect(await seckillLine(activityId)).toMatchObject({ taken: 5, sold: 2, left: 3 });
    expect(await stockOf(server, skuId)).toBe(15);

    // Its per-user limit counts the open order: one more unit is refused, and changes nothing.
    expect((await call("POST", "/api/app/cart/add", { skuId, quantity: 1 })).json?.code).toBe(0);
    const again = await call("POST", "/api/app/checkout", { addressId });
    expect(again.json).toMatchObject({
      code: 1,
      msg: "蓝牙耳机（规格1）的秒杀活动每人限购 2 件，您已购买 2 件",
    });
    expect(await seckillLine(activityId)).toMatchObject({ sold: 2, left: 3 });
  });

  it("gives 100 shoppers racing for a seckill of 5, some trying twice, exactly 5 orders, none over the limit", async () => {
    const { activityId, skuId } = await runningSeckill(server, tokens.admin, 5, 1);
    const shoppers = await manyShoppersWith(skuId, 100);
    // Every fifth shopper checks out twice at once.
    const answers = await Promise.all(
      shoppers.flatMap(({ call, addressId }, index) => [
        call("POST", "/api/app/checkout", { addressId }),
        ...(index % 5 === 0 ? [call("POST", "/api/app/checkout", { addressId })] : []),
      ]),
    );
    // Every refused attempt was told, in words, with no server error.
    for (const refused of answers.filter((a) => a.json?.code !== 0)) {
      expect(refused.status).toBe(200);
      expect(refused.json?.msg).toMatch(/库存不足|限购|请先在购物车中选择/);
    }
    expect(answers.filter((a) => a.json?.code === 0)).toHaveLength(5);
    const lines = await server.database.query<{
      app_user_id: number;
      units: number;
      price: number;
    }>(
      `SELECT o.app_user_id, sum(l.quantity)::int AS units, max(l.unit_price_cents)::int AS price
       FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.sku_id = $1
       GROUP BY o.app_user_id`,
      [skuId],
    );
    // 5 orders of 5 different shoppers, one unit each, none at the normal price instead.
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatchObject({ units: 1, price: 9900 });
    expect(await seckillLine(activityId)).toMatchObject({ taken: 5, sold: 5, left: 0 });
    expect(await stockOf(server, skuId)).toBe(15);
  });

  it("holds a take and a checkout of the same shopper to one per-user limit", async () => {
    const { activityId, skuId } = await runningSeckill(server, tokens.admin, 5, 1);
    // Taken first, then checked out: the checkout counts the take.
    const taker = await shopperWith(skuId, 1);
    const took = await taker.call("POST", "/api/app/seckill/take", { activityId, skuId });
    expect(took.json).toMatchObject({ code: 0, data: { held: 1 } });
    const after = await taker.call("POST", "/api/app/checkout", { addressId: taker.addressId });
    expect(after.json).toMatchObject({
      code: 1,
      msg: "蓝牙耳机（规格1）的秒杀活动每人限购 1 件，您已购买 1 件",
    });
    // Checked out first, then taken: the take counts the open order.
    const buyer = await shopperWith(skuId, 1);
    expect(
      (await buyer.call("POST", "/api/app/checkout", { addressId: buyer.addressId })).json?.code,
    ).toBe(0);
    const late = await buyer.call("POST", "/api/app/seckill/take", { activityId, skuId });
    expect(late.json?.code).toBe(1);
    expect(late.json?.msg).toMatch(/限购/);
    // Both at once: exactly one of the two gets the unit.
    const racer = await shopperWith(skuId, 1);
    const both = await Promise.all([
      racer.call("POST", "/api/app/seckill/take", { activityId, skuId }),
      racer.call("POST", "/api/app/checkout", { addressId: racer.addressId }),
    ]);
    expect(both.filter((a) => a.json?.code === 0)).toHaveLength(1);
    expect(await seckillLine(activityId)).toMatchObject({ sold: 3, left: 2 });
  });

  it("pays a seckill order the timeout closed from the seckill's stock, or keeps the money for a refund", async () => {
    const { activityId, skuId } = await runningSeckill(server, tokens.admin, 2, 1);
    const first = await shopperWith(skuId, 1);
    const second = await shopperWith(skuId, 1);
    const orderNos: string[] = [];
    const fields: Record<string, string>[] = [];
    for (const { call, addressId } of [first, second]) {
      const placed = await call("POST", "/api/app/checkout", { addressId });
      expect(placed.json?.code).toBe(0);
      orderNos.push(placed.json?.data.orderNo as string);
      fields.push(await paymentFields(call, placed.json?.data.orderNo as string));
    }
    server.clock.advanceMinutes(31);
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(2);
    expect(await seckillLine(activityId)).toMatchObject({ sold: 0, left: 2 });
    // One unit goes to a third shopper meanwhile; one is still the seckill's.
    const third = await shopperWith(skuId, 1);
    expect(
      (await third.call("POST", "/api/app/checkout", { addressId: third.addressId })).json?.code,
    ).toBe(0);

    // The first late payment takes the seckill's last unit, not the goods'.
    expect((await notifyDev(fields[0]!)).status).toBe(200);
    expect(await orderOf(first.call, orderNos[0]!)).toMatchObject({ status: 1, closeReason: "" });
    expect(await seckillLine(activityId)).toMatchObject({ sold: 2, left: 0 });
    expect(await stockOf(server, skuId)).toBe(18);

    // The second finds the seckill sold out: its order stays closed, the money is due back.
    expect((await notifyDev(fields[1]!)).status).toBe(200);
    const closed = await orderOf(second.call, orderNos[1]!);
    expect(closed).toMatchObject({ status: 4, closeReason: "timeout" });
    expect(closed.events.map((e: { type: string }) => e.type)).toEqual([
      "created",
      "closed",
      "refundDue",
    ]);
    const [payment] = await server.database.query<{ outcome: string }>(
      `SELECT p.outcome FROM order_payments p JOIN orders o ON o.id = p.order_id
       WHERE o.order_no = $1`,
      [orderNos[1]],
    );
    expect(payment?.outcome).toBe("refundDue");
    expect(await seckillLine(activityId)).toMatchObject({ sold: 2, left: 0 });
    expect(await stockOf(server, skuId)).toBe(18);
  });

  it("prices a group buy's SKU at its group price and takes the goods' own stock", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "拼团茶具", [29900], 10);
    await server.database.query(
      `INSERT INTO group_activities (name, goods_id, sku_id, group_price_cents, group_size,
                                     hours_open, per_user_limit, start_at, end_at)
       VALUES ('三人团', $1, $2, 19900, 3, 24, 1, $3, $4)`,
      [goodsId, skuIds[0], inMinutes(server, -1), inMinutes(server, 60)],
    );
    const { call, addressId } = await shopperWith(skuIds[0]!, 1);
    const placed = await call("POST", "/api/app/checkout", { addressId });
    expect(placed.json).toMatchObject({ code: 0 });
    const detail = await call("GET", `/api/app/orders/detail?orderNo=${placed.json?.data.orderNo}`);
    expect(detail.json?.data.lines).toMatchObject([{ unitPriceCents: 19900 }]);
    expect(await stockOf(server, skuIds[0]!)).toBe(9);
  });

  it("sells a bargain's SKU at the price the shopper's own bargain reached, once", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "砍价台灯", [19900], 10);
    const [activity] = await server.database.query<{ id: number }>(
      `INSERT INTO bargain_activities (name, goods_id, sku_id, start_price_cents, floor_price_cents,
                                       helpers_needed, hours_open, start_at, end_at)
       VALUES ('砍一刀', $1, $2, 19900, 9900, 3, 24, $3, $4) RETURNING id`,
      [goodsId, skuIds[0], inMinutes(server, -1), inMinutes(server, 600)],
    );
    const bargainer = await shopperWith(skuIds[0]!, 1);
    await server.database.query(
      `INSERT INTO bargain_records (activity_id, app_user_id, price_cents, floor_price_cents,
                                    helpers_needed, helps_done, started_at, expires_at)
       VALUES ($1, $2, 12900, 9900, 3, 2, $3, $4)`,
      [activity!.id, bargainer.shopper.id, inMinutes(server, -1), inMinutes(server, 300)],
    );
    const placed = await bargainer.call("POST", "/api/app/checkout", {
      addressId: bargainer.addressId,
    });
    expect(placed.json).toMatchObject({ code: 0 });
    const detail = await bargainer.call(
      "GET",
      `/api/app/orders/detail?orderNo=${placed.json?.data.orderNo}`,
    );
    expect(detail.json?.data.lines).toMatchObject([{ unitPriceCents: 12900 }]);
    // The bargained price is had once: a second unit is refused by its limit.
    expect(
      (await bargainer.call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 })).json
        ?.code,
    ).toBe(0);
    const again = await bargainer.call("POST", "/api/app/checkout", {
      addressId: bargainer.addressId,
    });
    expect(again.json).toMatchObject({
      code: 1,
      msg: "砍价台灯（规格1）的砍价每人限购 1 件，您已购买 1 件",
    });
    // A shopper without a bargain of their own pays the sale price.
    const other = await shopperWith(skuIds[0]!, 1);
    const full = await other.call("POST", "/api/app/checkout", { addressId: other.addressId });
    expect(full.json).toMatchObject({ code: 0, data: { totalCents: 19900 } });
  });

  it("charges the sale price once the seckill has ended", async () => {
    const { skuId } = await runningSeckill(server, tokens.admin, 5, 2);
    server.clock.advanceMinutes(60);
    const { call, addressId } = await shopperWith(skuId, 1);
    const placed = await call("POST", "/api/app/checkout", { addressId });
    expect(placed.json).toMatchObject({ code: 0, data: { totalCents: 19900 } });
    const detail = await call("GET", `/api/app/orders/detail?orderNo=${placed.json?.data.orderNo}`);
    expect(detail.json?.data.lines).toMatchObject([{ unitPriceCents: 19900 }]);
    expect(await stockOf(server, skuId)).toBe(19);
  });

  it("gives the seckill its units back when the order is cancelled or times out", async () => {
    const { activityId, skuId } = await runningSeckill(server, tokens.admin, 5, 2);
    const first = await shopperWith(skuId, 2);
    const cancelled = await first.call("POST", "/api/app/checkout", { addressId: first.addressId });
    expect(cancelled.json?.code).toBe(0);
    const second = await shopperWith(skuId, 1);
    expect(
      (await second.call("POST", "/api/app/checkout", { addressId: second.addressId })).json?.code,
    ).toBe(0);
    expect(await seckillLine(activityId)).toMatchObject({ sold: 3, left: 2 });

    const cancel = await first.call("POST", "/api/app/orders/cancel", {
      orderNo: cancelled.json?.data.orderNo,
    });
    expect(cancel.json?.code).toBe(0);
    expect(await seckillLine(activityId)).toMatchObject({ sold: 1, left: 4 });

    server.clock.advanceMinutes(30);
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(1);
    expect(await seckillLine(activityId)).toMatchObject({ sold: 0, left: 5 });
    // The goods kept what the seckill holds: nothing went back to them twice.
    expect(await stockOf(server, skuId)).toBe(15);
  });
});
