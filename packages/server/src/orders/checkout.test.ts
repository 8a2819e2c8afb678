import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { sweepUnpaidOrders } from "./close-orders.js";
import { newShopper, SHENZHEN, shopperCall, stockOf } from "./testing.js";

let server: TestServer;
let _tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (_tokens = signedIn),
);

/** A shopper with a Shenzhen address and these SKUs in the cart; answers the call and address. */
async function shopperWithCart(lines: Array<[number, number]>, language = "zh-cn") {
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token, language);
  const address = await call("POST", "/api/app/addresses/save", SHENZHEN);
  for (const [skuId, quantity] of lines) {
    const added = await call("POST", "/api/app/cart/add", { skuId, quantity });
    expect(added.json?.code).toBe(0);
  }
  return { call, addressId: address.json?.data.id as number, shopper };
}

async function orderCount(): Promise<number> {
  const [row] = await server.database.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
  return Number(row?.n);
}

describe("checkout", () => {
  it("previews the breakdown, places one order with a snapshot, takes the stock and empties the bought lines", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "机械键盘", [29900, 31900], 5, [
      "黑色 / 87键",
      "白色 / 104键",
    ]);
    await server.database.query(
      "UPDATE goods SET freight_mode = 1, freight_fee_cents = 1200 WHERE id = $1",
      [goodsId],
    );
    const { call, addressId } = await shopperWithCart([
      [skuIds[0]!, 2],
      [skuIds[1]!, 1],
    ]);
    const preview = await call("POST", "/api/app/checkout/preview", { addressId });
    expect(preview.json).toMatchObject({
      code: 0,
      data: { goodsCents: 91700, freightCents: 1200, totalCents: 92900, discounts: [] },
    });

    const placed = await call("POST", "/api/app/checkout", {
      addressId,
      expectedTotalCents: preview.json?.data.totalCents,
    });
    expect(placed.json?.code).toBe(0);
    const orderNo = placed.json?.data.orderNo as string;
    expect(orderNo).toMatch(/^\d{6}[0-9A-Z]{12}$/);
    expect(await stockOf(server, skuIds[0]!)).toBe(3);
    expect(await stockOf(server, skuIds[1]!)).toBe(4);
    expect((await call("GET", "/api/app/cart")).json?.data).toEqual([]);

    // A later price change does not touch the order: its lines keep what was bought.
    await server.database.query("UPDATE goods_skus SET price_cents = 1 WHERE goods_id = $1", [
      goodsId,
    ]);
    const detail = await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`);
    expect(detail.json?.data).toMatchObject({
      orderNo,
      status: 0,
      breakdown: { goodsCents: 91700, freightCents: 1200, totalCents: 92900 },
      contact: "张三",
      region: "4403",
      lines: [
        { title: "机械键盘", specText: "黑色 / 87键", unitPriceCents: 29900, quantity: 2 },
        { title: "机械键盘", specText: "白色 / 104键", unitPriceCents: 31900, quantity: 1 },
      ],
      events: [{ type: "created", actor: "shopper" }],
    });
    // Another shopper cannot read it.
    const other = shopperCall(server, (await newShopper(server)).token);
    expect((await other("GET", `/api/app/orders/detail?orderNo=${orderNo}`)).json).toMatchObject({
      code: 1,
      msg: "该订单不存在",
    });
  });

  it("names every line that changed since the shopper looked: price, stock, off sale", async () => {
    const a = await makeGoods(server, "蓝牙耳机", [19900], 5);
    const b = await makeGoods(server, "充电宝", [9900], 5);
    const c = await makeGoods(server, "数据线", [1900], 5);
    const { call, addressId } = await shopperWithCart(
      [
        [a.skuIds[0]!, 1],
        [b.skuIds[0]!, 3],
        [c.skuIds[0]!, 1],
      ],
      "en",
    );
    await server.database.query("UPDATE goods_skus SET price_cents = 17900 WHERE id = $1", [
      a.skuIds[0],
    ]);
    await server.database.query("UPDATE goods_skus SET stock = 2 WHERE id = $1", [b.skuIds[0]]);
    await server.database.query("UPDATE goods SET status = 0 WHERE id = $1", [c.goodsId]);
    const refused = await call("POST", "/api/app/checkout", {
      addressId,
      expectedPrices: [
        { skuId: a.skuIds[0], priceCents: 19900 },
        { skuId: b.skuIds[0], priceCents: 9900 },
      ],
    });
    expect(refused.status).toBe(200);
    expect(refused.json?.code).toBe(1);
    expect(refused.json?.data.errors.map((e: { message: string }) => e.message)).toEqual([
      "The price of 蓝牙耳机（规格1） changed from ¥199.00 to ¥179.00",
      "Not enough stock of 充电宝（规格1）: 2 left",
      "数据线（规格1） is no longer on sale",
    ]);
    expect(await orderCount()).toBe(0);
    expect(await stockOf(server, a.skuIds[0]!)).toBe(5);
    // Nothing selected, no address: each said plainly.
    expect((await call("POST", "/api/app/checkout", { addressId: 99999 })).json?.msg).toBe(
      "Choose a delivery address",
    );
    expect((await call("POST", "/api/app/checkout", { addressId: "x" })).json?.msg).toBe(
      "Give a valid delivery address",
    );
    // A value of the wrong shape reads as its field's refusal, never the schema library's English.
    for (const [body, message] of [
      [{}, "Give a valid delivery address"],
      [{ addressId, remark: 5 }, "The order note allows at most 200 characters"],
      [{ addressId, teamId: {} }, "This group does not exist or has ended: start a new one"],
      [
        { addressId, expectedPrices: [{ skuId: "x" }] },
        "Some items changed; check them and submit again",
      ],
    ] as const) {
      const answer = await call("POST", "/api/app/checkout", body);
      expect(answer.status).toBe(200);
      expect(answer.json?.msg).toBe(message);
    }
    expect(await orderCount()).toBe(0);
  });

  it("gives the last 10 units to exactly 10 of 200 shoppers checking out at once", {
    timeout: 240_000,
  }, async () => {
    const { skuIds } = await makeGoods(server, "限量手办", [59900], 10);
    const skuId = skuIds[0]!;
    const shoppers = [];
    for (let i = 0; i < 200; i += 1) shoppers.push(await shopperWithCart([[skuId, 1]]));
    const answers = await Promise.all(
      shoppers.map(({ call, addressId }) => call("POST", "/api/app/checkout", { addressId })),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const placed = answers.filter((a) => a.json?.code === 0);
    const refused = answers.filter((a) => a.json?.code === 1);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((a) => a.json?.msg))).toEqual(
      new Set(["限量手办（规格1） 库存不足，仅剩 0 件"]),
    );
    expect(await stockOf(server, skuId)).toBe(0);
    expect(await orderCount()).toBe(10);
    const [units] = await server.database.query<{ n: number }>(
      "SELECT sum(quantity)::int AS n FROM order_lines WHERE sku_id = $1",
      [skuId],
    );
    expect(Number(units?.n)).toBe(10);
    expect(new Set(placed.map((a) => a.json?.data.orderNo)).size).toBe(10);
  });

  it("sells two products' last units to shoppers who put them in either order, never deadlocking", {
    timeout: 240_000,
  }, async () => {
    const x = (await makeGoods(server, "咖啡机", [99900], 20)).skuIds[0]!;
    const y = (await makeGoods(server, "磨豆机", [49900], 20)).skuIds[0]!;
    const shoppers = [];
    for (let i = 0; i < 40; i += 1)
      shoppers.push(
        await shopperWithCart(
          i % 2 === 0
            ? [
                [x, 1],
                [y, 1],
              ]
            : [
                [y, 1],
                [x, 1],
              ],
        ),
      );
    const answers = await Promise.all(
      shoppers.map(({ call, addressId }) => call("POST", "/api/app/checkout", { addressId })),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(answers.filter((a) => a.json?.code === 0)).toHaveLength(20);
    expect([await stockOf(server, x), await stockOf(server, y)]).toEqual([0, 0]);
    const [total] = await server.database.query<{ stock_total: number }>(
      "SELECT sum(stock_total)::int AS stock_total FROM goods WHERE id IN (SELECT goods_id FROM goods_skus WHERE id = ANY($1::int[]))",
      [[x, y]],
    );
    expect(total?.stock_total).toBe(0);
  });
});

describe("an unpaid order's stock", () => {
  it("comes back when the order times out, and only then", async () => {
    const { skuIds } = await makeGoods(server, "保温杯", [8900], 4);
    const { call, addressId } = await shopperWithCart([[skuIds[0]!, 3]]);
    const placed = await call("POST", "/api/app/checkout", { addressId });
    const orderNo = placed.json?.data.orderNo as string;
    expect(await stockOf(server, skuIds[0]!)).toBe(1);

    server.clock.advanceMinutes(29);
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(0);
    expect(await stockOf(server, skuIds[0]!)).toBe(1);
    server.clock.advanceMinutes(1);
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(1);
    expect(await stockOf(server, skuIds[0]!)).toBe(4);
    // A second sweep finds nothing more to give back.
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(0);
    expect(await stockOf(server, skuIds[0]!)).toBe(4);
    const detail = await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`);
    expect(detail.json?.data).toMatchObject({
      status: 4,
      closeReason: "timeout",
      events: [
        { type: "created" },
        { type: "closed", actor: "system", detail: { reason: "timeout" } },
      ],
    });
    // A closed order cannot be cancelled again.
    expect((await call("POST", "/api/app/orders/cancel", { orderNo })).json?.msg).toBe(
      "只有待付款的订单可以取消",
    );
  });

  it("comes back when the shopper cancels it", async () => {
    const { skuIds } = await makeGoods(server, "雨伞", [3900], 2);
    const { call, addressId } = await shopperWithCart([[skuIds[0]!, 2]]);
    const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data.orderNo;
    expect(await stockOf(server, skuIds[0]!)).toBe(0);
    const cancelled = await call("POST", "/api/app/orders/cancel", { orderNo });
    expect(cancelled.json).toMatchObject({ code: 0, data: { status: 4, closeReason: "shopper" } });
    expect(await stockOf(server, skuIds[0]!)).toBe(2);
    expect((await call("GET", "/api/app/orders")).json?.data).toMatchObject([
      { orderNo, status: 4 },
    ]);
  });
});
