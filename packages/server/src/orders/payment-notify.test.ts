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

/** One unpaid order of `quantity` units of a new SKU with 5 in stock. */
async function unpaidOrder(quantity = 2) {
  const { skuIds } = await makeGoods(server, "咖啡豆", [6800], 5);
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity });
  const placed = await call("POST", "/api/app/checkout", { addressId });
  expect(placed.json?.code).toBe(0);
  return { call, orderNo: placed.json?.data.orderNo as string, skuId: skuIds[0]! };
}

/** The development provider's signed fields for paying the order, as its confirmation page posts them. */
async function paymentFields(call: ReturnType<typeof shopperCall>, orderNo: string) {
  const started = await call("POST", "/api/app/orders/pay", { orderNo });
  expect(started.json).toMatchObject({ code: 0, data: { provider: "dev", kind: "confirm" } });
  const {
    notifyUrl: _n,
    returnUrl: _r,
    ...fields
  } = (started.json?.data.fields ?? {}) as Record<string, string>;
  return fields;
}

const notify = (fields: Record<string, string>, form = false) =>
  form
    ? server.call("POST", "/api/pay/notify/dev", {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      })
    : server.call("POST", "/api/pay/notify/dev", { body: fields });

async function paymentRows(orderNo: string) {
  return server.database.query<{ outcome: string; paid_cents: string }>(
    `SELECT p.outcome, p.paid_cents::text FROM order_payments p JOIN orders o ON o.id = p.order_id
     WHERE o.order_no = $1 ORDER BY p.id`,
    [orderNo],
  );
}

describe("the payment notification", () => {
  it("pays the order once, however often the same notification arrives", async () => {
    const { call, orderNo, skuId } = await unpaidOrder(2);
    const fields = await paymentFields(call, orderNo);
    const answers = await Promise.all([notify(fields), notify(fields, true), notify(fields)]);
    expect(answers.map((a) => [a.status, a.text])).toEqual([
      [200, '{"ok":true}'],
      [200, '{"ok":true}'],
      [200, '{"ok":true}'],
    ]);
    expect(await notify(fields)).toMatchObject({ status: 200 });
    expect(await paymentRows(orderNo)).toEqual([{ outcome: "paid", paid_cents: "13600" }]);
    const detail = (await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`)).json?.data;
    expect(detail).toMatchObject({ status: 1, paidCents: 13600 });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(["created", "paid"]);
    const [sales] = await server.database.query<{ sales: number }>(
      "SELECT sales FROM goods_skus WHERE id = $1",
      [skuId],
    );
    expect(sales?.sales).toBe(2);
    // A paid order is no longer swept, cancelled or paid again.
    server.clock.advanceMinutes(45);
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(0);
    expect(await stockOf(server, skuId)).toBe(3);
    expect((await call("POST", "/api/app/orders/cancel", { orderNo })).json?.code).toBe(1);
    expect((await call("POST", "/api/app/orders/pay", { orderNo })).json?.msg).toBe(
      "该订单已不是待付款状态",
    );
  });

  it("keeps a second transaction for the same order for a refund, and pays a late one after the timeout once", async () => {
    const { call, orderNo, skuId } = await unpaidOrder(1);
    const first = await paymentFields(call, orderNo);
    const second = await paymentFields(call, orderNo);
    // Out of order: the second payment's notification comes first; both are genuine.
    expect((await notify(second)).status).toBe(200);
    expect((await notify(first)).status).toBe(200);
    expect(await paymentRows(orderNo)).toEqual([
      { outcome: "paid", paid_cents: "6800" },
      { outcome: "refundDue", paid_cents: "6800" },
    ]);

    // A payment whose notification arrives after the timeout closed the order: stock taken again.
    const late = await unpaidOrder(2);
    const fields = await paymentFields(late.call, late.orderNo);
    server.clock.advanceMinutes(31);
    expect(await sweepUnpaidOrders(server.database.db, server.clock.now)).toBe(1);
    expect(await stockOf(server, late.skuId)).toBe(5);
    expect((await notify(fields)).status).toBe(200);
    expect((await notify(fields)).status).toBe(200);
    const detail = (await late.call("GET", `/api/app/orders/detail?orderNo=${late.orderNo}`)).json
      ?.data;
    expect(detail).toMatchObject({ status: 1, paidCents: 13600, closeReason: "" });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual([
      "created",
      "closed",
      "paid",
    ]);
    expect(await stockOf(server, late.skuId)).toBe(3);
    expect(skuId).not.toBe(late.skuId);
  });

  it("refuses a forged or incomplete notification in the caller's language and changes nothing", async () => {
    const { call, orderNo } = await unpaidOrder(1);
    const fields = await paymentFields(call, orderNo);
    const forged = await server.call("POST", "/api/pay/notify/dev", {
      body: { ...fields, paidCents: "1" },
      headers: { "accept-language": "en" },
    });
    expect(forged.status).toBe(400);
    expect(forged.json?.msg).toBe("The payment notification's signature is not valid");
    const incomplete = await server.call("POST", "/api/pay/notify/dev", { body: { orderNo } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.json?.msg).toBe("支付通知缺少必要字段：paidCents");
    expect((await server.call("POST", "/api/pay/notify/other", { body: fields })).status).toBe(404);
    expect(await paymentRows(orderNo)).toEqual([]);
    expect((await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`)).json?.data.status).toBe(
      0,
    );
  });
});
