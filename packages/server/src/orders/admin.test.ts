import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import { ADMIN_PASSWORD, type TestServer } from "../testing/test-server.js";
import { completeShippedOrders } from "./complete-orders.js";
import { newShopper, payWithDev, SHENZHEN, shopperCall, stockOf } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** An order of one unit of a new product, paid through the development provider when asked. */
async function order(name: string, pay: boolean) {
  const { skuIds } = await makeGoods(server, name, [12900], 3);
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 });
  const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data
    .orderNo as string;
  if (pay) {
    expect(await payWithDev(server, call, orderNo)).toBe(200);
  }
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM orders WHERE order_no = $1",
    [orderNo],
  );
  return { id: row!.id, orderNo, skuId: skuIds[0]!, call, shopperId: shopper.id };
}

const admin = (method: string, url: string, body?: unknown, language = "zh-cn") =>
  server.call(method, url, { token: tokens.admin, body, headers: { "accept-language": language } });

describe("the order back office", () => {
  it("lists by status tab and filters, shows the breakdown and timeline, ships a paid order", async () => {
    const unpaid = await order("台灯", false);
    const paid = await order("落地灯", true);
    const tab = async (status: number) =>
      (await admin("POST", "/api/order/index", { status: [status] })).json?.data;
    expect((await tab(0)).data.map((r: { orderNo: string }) => r.orderNo)).toEqual([
      unpaid.orderNo,
    ]);
    expect((await tab(1)).data.map((r: { orderNo: string }) => r.orderNo)).toEqual([paid.orderNo]);
    const byNumber = await admin("POST", "/api/order/index", { orderNo: paid.orderNo.slice(-6) });
    expect(byNumber.json?.data.total).toBe(1);
    const byProduct = await admin("POST", "/api/order/index", { goodsTitle: "落地" });
    expect(byProduct.json?.data.data).toMatchObject([{ orderNo: paid.orderNo, totalCents: 12900 }]);
    const byShopper = await admin("POST", "/api/order/index", { appUserId: unpaid.shopperId });
    expect(byShopper.json?.data.data.map((r: { orderNo: string }) => r.orderNo)).toEqual([
      unpaid.orderNo,
    ]);
    const byPhone = await admin("POST", "/api/order/index", { phone: "13800138000" });
    expect(byPhone.json?.data.total).toBe(2);
    const future = new Date(server.clock.now.getTime() + 86_400_000).toISOString();
    const byDate = await admin("POST", "/api/order/index", { createdAt: [future, ""] });
    expect(byDate.json?.data.total).toBe(0);

    // Shipping needs a carrier and a tracking number, and a paid order.
    const missing = await admin(
      "POST",
      "/api/order/ship",
      { id: paid.id, carrier: "", trackingNo: "x" },
      "en",
    );
    expect(missing.json?.data.errors).toEqual([
      { field: "carrier", message: "Enter the carrier (1 to 30 characters)" },
      {
        field: "trackingNo",
        message: "Enter a valid tracking number (4 to 40 letters, digits or -)",
      },
    ]);
    const notPaid = await admin("POST", "/api/order/ship", {
      id: unpaid.id,
      carrier: "顺丰",
      trackingNo: "SF1234567",
    });
    expect(notPaid.json).toMatchObject({ code: 1, msg: "只有待发货的订单可以发货" });
    const shipped = await admin("POST", "/api/order/ship", {
      id: paid.id,
      carrier: "顺丰",
      trackingNo: "SF1234567",
    });
    expect(shipped.json?.data).toMatchObject({
      status: 2,
      carrier: "顺丰",
      trackingNo: "SF1234567",
      breakdown: { goodsCents: 12900, freightCents: 0, totalCents: 12900 },
      lines: [{ title: "落地灯", quantity: 1, unitPriceCents: 12900 }],
    });
    expect(
      shipped.json?.data.events.map((e: { type: string; actor: string }) => [e.type, e.actor]),
    ).toEqual([
      ["created", "shopper"],
      ["paid", "provider"],
      ["shipped", "admin"],
    ]);
    // A second ship of the same order is refused: it is no longer awaiting shipment.
    expect(
      (
        await admin("POST", "/api/order/ship", {
          id: paid.id,
          carrier: "顺丰",
          trackingNo: "SF7654321",
        })
      ).json?.code,
    ).toBe(1);
    const detail = await admin("GET", `/api/order/detail?id=${paid.id}`);
    expect(detail.json?.data.trackingNo).toBe("SF1234567");

    const logs = await server.database.query<{ action: string; summary: string }>(
      "SELECT action, summary FROM operation_logs WHERE module = 'order' ORDER BY id",
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]!.action).toBe("ship");
    expect(logs[0]!.summary).toContain(paid.orderNo);
    expect(logs[0]!.summary).toContain("已发货");
  });

  it("ships an order in several parcels, each checked, all in the detail and the timeline", async () => {
    const paid = await order("衣柜", true);
    const refused = await admin(
      "POST",
      "/api/order/ship",
      {
        id: paid.id,
        parcels: [
          { carrier: "顺丰", trackingNo: "SF1000001" },
          { carrier: "", trackingNo: "SF1000001" },
        ],
      },
      "en",
    );
    expect(refused.json?.data.errors).toEqual([
      { field: "parcels.1.carrier", message: "Enter the carrier (1 to 30 characters)" },
      { field: "parcels.1.trackingNo", message: "This tracking number is already entered" },
    ]);
    const tooMany = await admin("POST", "/api/order/ship", {
      id: paid.id,
      parcels: Array.from({ length: 11 }, (_, n) => ({
        carrier: "顺丰",
        trackingNo: `SF20000${n + 10}`,
      })),
    });
    expect(tooMany.json).toMatchObject({ code: 1, msg: "请填写 1 到 10 个包裹" });
    // Refused calls changed nothing: the order still waits for shipment.
    expect((await admin("GET", `/api/order/detail?id=${paid.id}`)).json?.data.status).toBe(1);

    const parcels = [
      { carrier: "顺丰", trackingNo: "SF1000001" },
      { carrier: "中通快递", trackingNo: "ZT2000002" },
    ];
    const shipped = await admin("POST", "/api/order/ship", { id: paid.id, parcels });
    // The first parcel is the order's carrier and number (list, filters, export); all are kept.
    expect(shipped.json?.data).toMatchObject({
      status: 2,
      carrier: "顺丰",
      trackingNo: "SF1000001",
      parcels,
    });
    const event = shipped.json?.data.events.find((e: { type: string }) => e.type === "shipped");
    expect(event.detail).toMatchObject({ carrier: "顺丰", trackingNo: "SF1000001", parcels });
  });

  it("cancels an unpaid order with its stock given back, refunds a paid one, and refuses a shipped one", async () => {
    const unpaid = await order("书架", false);
    const paid = await order("书桌", true);
    const shipped = await order("书柜", true);
    expect(await stockOf(server, unpaid.skuId)).toBe(2);
    const cancelled = await admin("POST", "/api/order/cancel", { id: unpaid.id });
    expect(cancelled.json?.data).toMatchObject({ status: 4, closeReason: "operator" });
    expect(await stockOf(server, unpaid.skuId)).toBe(3);

    // Paid and not shipped: the development provider refunds it, then it closes, stock back.
    const refunded = await admin("POST", "/api/order/cancel", { id: paid.id });
    expect(refunded.json?.data).toMatchObject({ status: 4, closeReason: "refunded" });
    expect(refunded.json?.data.events.at(-1)).toMatchObject({
      type: "refunded",
      actor: "admin",
      detail: { refundedCents: 12900, restoreStock: true },
    });
    expect(refunded.json?.data.payments).toMatchObject([{ outcome: "refunded", paidCents: 12900 }]);
    expect(await stockOf(server, paid.skuId)).toBe(3);
    expect((await admin("POST", "/api/order/cancel", { id: paid.id })).json?.code).toBe(1);

    await admin("POST", "/api/order/ship", {
      id: shipped.id,
      carrier: "顺丰",
      trackingNo: "SF1234567",
    });
    const refused = await admin("POST", "/api/order/cancel", { id: shipped.id }, "zh-tw");
    expect(refused.json).toMatchObject({ code: 1, msg: "只有待付款或待出貨的訂單可以取消" });
    expect(await stockOf(server, shipped.skuId)).toBe(2);
    for (const body of [{ id: "x" }, { id: 99999 }, {}]) {
      const answer = await admin("POST", "/api/order/cancel", body);
      expect(answer.status).toBe(200);
      expect(answer.json?.code).toBe(1);
    }
    const logs = await server.database.query<{ action: string }>(
      "SELECT action FROM operation_logs WHERE module = 'order' ORDER BY id",
    );
    expect(logs.map((l) => l.action)).toEqual(["cancel", "cancel", "ship"]);
  });

  it("is refused by the server to operators without the order grants", async () => {
    const paid = await order("茶几", true);
    for (const token of [tokens.common, tokens.aftersale]) {
      for (const [method, url, body] of [
        ["POST", "/api/order/index", {}],
        ["GET", `/api/order/detail?id=${paid.id}`, undefined],
        ["POST", "/api/order/ship", { id: paid.id, carrier: "顺丰", trackingNo: "SF1234567" }],
        ["POST", "/api/order/cancel", { id: paid.id }],
        ["GET", "/api/order/index?is_down=1", undefined],
      ] as const)
        expect((await server.call(method, url, { token, body })).status, url).toBe(403);
    }
    const [row] = await server.database.query<{ status: number }>(
      "SELECT status FROM orders WHERE id = $1",
      [paid.id],
    );
    expect(row?.status).toBe(1);
    // A shopper's app token is no operator session either.
    const shopper = await newShopper(server);
    expect(
      (await server.call("POST", "/api/order/index", { token: shopper.token, body: {} })).status,
    ).toBe(401);
  });

  it("completes a shipped order when the shopper confirms receipt, or by itself after the days", async () => {
    const confirmed = await order("花瓶", true);
    const left = await order("相框", true);
    for (const { id } of [confirmed, left])
      await admin("POST", "/api/order/ship", { id, carrier: "中通", trackingNo: `ZT${id}0000` });
    // Only the order's own shopper confirms, and only once it is shipped.
    const stranger = shopperCall(server, (await newShopper(server)).token);
    expect(
      (await stranger("POST", "/api/app/orders/confirm", { orderNo: confirmed.orderNo })).json?.msg,
    ).toBe("该订单不存在");
    const done = await confirmed.call("POST", "/api/app/orders/confirm", {
      orderNo: confirmed.orderNo,
    });
    expect(done.json?.data).toMatchObject({ status: 3 });
    expect(
      (await confirmed.call("POST", "/api/app/orders/confirm", { orderNo: confirmed.orderNo })).json
        ?.msg,
    ).toBe("只有已发货的订单可以确认收货");

    server.clock.advanceMinutes(6 * 24 * 60);
    expect(await completeShippedOrders(server.database.db, server.clock.now, { days: 7 })).toEqual(
      [],
    );
    server.clock.advanceMinutes(24 * 60);
    expect(await completeShippedOrders(server.database.db, server.clock.now, { days: 7 })).toEqual([
      left.id,
    ]);
    // A week later the operator signs in afresh.
    tokens.admin = await server.signIn("admin", ADMIN_PASSWORD);
    const tab = await admin("POST", "/api/order/index", { status: [3] });
    expect(tab.json?.data.total).toBe(2);
    const detail = await admin("GET", `/api/order/detail?id=${left.id}`);
    expect(detail.json?.data.events.at(-1)).toMatchObject({ type: "completed", actor: "system" });
  });

  it("exports the orders of a tab with money in yuan and times in the operator's zone", async () => {
    const paid = await order("挂钟", true);
    const file = await server.call(
      "GET",
      `/api/order/index?is_down=1&format=csv&tz=Asia/Shanghai&status=${encodeURIComponent("[1]")}`,
      { token: tokens.admin },
    );
    expect(file.status).toBe(200);
    const [header, row, more] = file.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toContain("订单金额（元）");
    expect(header).toContain("下单时间 (Asia/Shanghai)");
    expect(row).toContain(paid.orderNo);
    expect(row).toContain("129.00");
    expect(row).toContain("待发货");
    expect(more).toBeUndefined();
  });
});
