import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { newShopper, payWithDev, SHENZHEN, shopperCall, stockOf } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A paid order of 3 units of one ¥100.00 product and 1 of a ¥50.00 one (stock 5 each). */
async function paidOrder(name: string) {
  const { skuIds } = await makeGoods(server, name, [10000, 5000], 5);
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 3 });
  await call("POST", "/api/app/cart/add", { skuId: skuIds[1], quantity: 1 });
  const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data
    .orderNo as string;
  expect(await payWithDev(server, call, orderNo)).toBe(200);
  const lines = await server.database.query<{ id: number; sku_id: number }>(
    "SELECT l.id, l.sku_id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = $1 ORDER BY l.id",
    [orderNo],
  );
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM orders WHERE order_no = $1",
    [orderNo],
  );
  return { id: row!.id, orderNo, lines, skuIds };
}

const admin = (body: unknown, language = "zh-cn") =>
  server.call("POST", "/api/order/refundLine", {
    token: tokens.admin,
    body,
    headers: { "accept-language": language },
  });

const statusOf = async (id: number) =>
  Number(
    (
      await server.database.query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [
        id,
      ])
    )[0]?.status,
  );

describe("refunding order lines", () => {
  it("refunds some units of a line once, gives the stock back and closes the order when all is refunded", async () => {
    const order = await paidOrder("退款台灯");
    const [lamp, shade] = order.lines as [
      { id: number; sku_id: number },
      { id: number; sku_id: number },
    ];
    expect(await stockOf(server, lamp.sku_id)).toBe(2);

    const first = await admin({ id: order.id, lineId: lamp.id, units: 1, requestId: "req-000001" });
    expect(first.json?.code).toBe(0);
    expect(first.json?.data.refundedCents).toBe(10000);
    expect(await stockOf(server, lamp.sku_id)).toBe(3);
    // The same request again refunds nothing more.
    const again = await admin({ id: order.id, lineId: lamp.id, units: 1, requestId: "req-000001" });
    expect(again.json?.data.refundedCents).toBe(10000);
    expect(await stockOf(server, lamp.sku_id)).toBe(3);

    // More units than are left: refused clearly, nothing changes.
    const tooMany = await admin(
      { id: order.id, lineId: lamp.id, units: 3, requestId: "req-000002" },
      "en",
    );
    expect(tooMany.json?.data.errors).toEqual([
      { field: "units", message: "The quantity to refund must be a whole number from 1 to 2" },
    ]);
    expect(await stockOf(server, lamp.sku_id)).toBe(3);

    const rest = await admin({ id: order.id, lineId: lamp.id, units: 2, requestId: "req-000003" });
    expect(rest.json?.data.refundedCents).toBe(20000);
    expect(await statusOf(order.id)).toBe(1);
    const last = await admin({ id: order.id, lineId: shade.id, units: 1, requestId: "req-000004" });
    expect(last.json?.data.refundedCents).toBe(5000);
    expect(await statusOf(order.id)).toBe(4);
    expect(await stockOf(server, shade.sku_id)).toBe(5);

    const events = await server.database.query<{ detail: { cents: number; refundNo: string } }>(
      "SELECT detail FROM order_events WHERE order_id = $1 AND type = 'lineRefunded' ORDER BY id",
      [order.id],
    );
    expect(events.map((e) => e.detail.cents)).toEqual([10000, 20000, 5000]);
    expect(new Set(events.map((e) => e.detail.refundNo)).size).toBe(3);
    const logs = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operation_logs WHERE module = 'order' AND action = 'refund'",
    );
    expect(logs[0]?.n).toBe(3);
    // A closed order refunds nothing more.
    const closed = await admin(
      { id: order.id, lineId: shade.id, units: 1, requestId: "req-000005" },
      "en",
    );
    expect(closed.json?.msg).toBe("Only a paid, shipped or completed order can be refunded");
  });

  it("asks a reason after shipping, and refuses bad input in the operator's language", async () => {
    const order = await paidOrder("退款落地灯");
    const lamp = order.lines[0]!;
    await server.call("POST", "/api/order/ship", {
      token: tokens.admin,
      body: { id: order.id, carrier: "顺丰", trackingNo: "SF12345678" },
    });
    const noReason = await admin({
      id: order.id,
      lineId: lamp.id,
      units: 1,
      requestId: "req-100001",
    });
    expect(noReason.json?.data.errors).toEqual([
      { field: "reason", message: "已发货的订单退款须填写原因（1 到 200 个字）" },
    ]);
    const bad = await admin({ id: order.id, lineId: "x", units: 0, requestId: "1" }, "zh-tw");
    expect(bad.json?.data.errors.map((e: { field: string }) => e.field)).toEqual([
      "lineId",
      "units",
      "requestId",
    ]);
    const other = await paidOrder("退款茶几");
    const foreign = await admin(
      {
        id: order.id,
        lineId: other.lines[0]!.id,
        units: 1,
        requestId: "req-100002",
        reason: "退货",
      },
      "en",
    );
    expect(foreign.json?.data.errors).toEqual([
      { field: "lineId", message: "This order has no such item" },
    ]);
    const returned = await admin({
      id: order.id,
      lineId: lamp.id,
      units: 1,
      requestId: "req-100003",
      reason: "尺寸不合适，已退货",
    });
    expect(returned.json?.data.refundedCents).toBe(10000);
    expect(await statusOf(order.id)).toBe(2);
  });

  it("is refused by the server to operators without the refund grant", async () => {
    const order = await paidOrder("退款花瓶");
    for (const token of [tokens.common, tokens.aftersale]) {
      const answer = await server.call("POST", "/api/order/refundLine", {
        token,
        body: { id: order.id, lineId: order.lines[0]!.id, units: 1, requestId: "req-200001" },
      });
      expect(answer.status).toBe(403);
    }
    expect(await stockOf(server, order.lines[0]!.sku_id)).toBe(2);
  });

  it("keeps an operator's remark in the order's timeline and the log, refusing an empty one", async () => {
    const order = await paidOrder("备注台灯");
    const call = (body: unknown, token = tokens.admin) =>
      server.call("POST", "/api/order/remark", {
        token,
        body,
        headers: { "accept-language": "en" },
      });
    expect((await call({ id: order.id, remark: " " })).json?.data.errors).toEqual([
      { field: "remark", message: "Enter a remark (1 to 500 characters)" },
    ]);
    expect((await call({ id: order.id, remark: "客户要求周末送达" }, tokens.common)).status).toBe(
      403,
    );
    const saved = await call({ id: order.id, remark: "客户要求周末送达" });
    expect(saved.json?.code).toBe(0);
    const remarks = await server.database.query<{ detail: { remark: string } }>(
      "SELECT detail FROM order_events WHERE order_id = $1 AND type = 'remark'",
      [order.id],
    );
    expect(remarks.map((r) => r.detail.remark)).toEqual(["客户要求周末送达"]);
    const logs = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operation_logs WHERE module = 'order' AND action = 'remark'",
    );
    expect(logs[0]?.n).toBe(1);
  });
});
