import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { grant, type Tokens, useSignedInServer } from "../modules/testing.js";
import type { FleetEvent } from "../realtime/events.js";
import { mayReceive } from "../realtime/grants.js";
import type { TestServer } from "../testing/test-server.js";
import { DEFAULT_AFTER_SALE_DAYS as AFTER_SALE_DAYS } from "./order-config.js";
import { newShopper, placeOrder, shopperCall, stockOf } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A paid order of 2 units of a ¥100.00 product and 1 of a ¥50.00 one, shipped unless asked not. */
async function order(ship = true) {
  const { skuIds } = await makeGoods(server, "售后台灯", [10000, 5000], 5);
  const { id, orderNo, call } = await placeOrder(server, skuIds, [2, 1]);
  const lines = await server.database.query<{ id: number; sku_id: number }>(
    "SELECT id, sku_id FROM order_lines WHERE order_id = $1 ORDER BY id",
    [id],
  );
  if (ship)
    await server.call("POST", "/api/order/ship", {
      token: tokens.admin,
      body: { id, carrier: "顺丰速运", trackingNo: "SF10001" },
    });
  return { id, orderNo, call, lines };
}

const requestCount = async () =>
  Number(
    (
      await server.database.query<{ n: number }>("SELECT count(*)::int AS n FROM order_after_sales")
    )[0]?.n,
  );

const operator = (url: string, body: unknown, token = tokens.admin, language = "zh-cn") =>
  server.call("POST", url, { token, body, headers: { "accept-language": language } });

describe("a shopper's after-sale request (售后)", () => {
  it("is stored per line, one open request per line, and refused for another shopper's order", async () => {
    const { orderNo, call, lines } = await order();
    const asked = await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[0]!.id],
      reason: "damaged",
      note: "灯罩裂了",
    });
    expect(asked.json?.code).toBe(0);
    const again = await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[0]!.id, lines[1]!.id],
      reason: "other",
    });
    expect(again.json?.msg).toBe("该商品已有处理中的售后申请");
    const stranger = shopperCall(server, (await newShopper(server)).token, "en");
    const foreign = await stranger("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[1]!.id],
      reason: "other",
    });
    expect(foreign.json?.msg).toBe("Please choose a valid order");
    expect(
      (await stranger("GET", `/api/app/orders/afterSales?orderNo=${orderNo}`)).json?.code,
    ).toBe(1);
    expect(await requestCount()).toBe(1);
    const mine = (await call("GET", `/api/app/orders/afterSales?orderNo=${orderNo}`)).json?.data;
    expect(mine.requests).toMatchObject([
      { lineId: lines[0]!.id, units: 2, reason: "damaged", reasonLabel: "商品破损", state: "open" },
    ]);
    expect(mine.reasons.map((r: { value: string }) => r.value)).toContain("noLongerNeeded");
  });

  it("refuses client mistakes and ineligible orders, in each language, writing nothing", async () => {
    const unshipped = await order(false);
    const { orderNo, call, lines } = unshipped;
    for (const [body, message] of [
      [{ orderNo, lineIds: [lines[0]!.id], reason: "bored" }, "请选择售后原因"],
      [{ orderNo, lineIds: [], reason: "other" }, "请选择要申请售后的商品"],
      [{ orderNo, lineIds: [999_999], reason: "other" }, "请选择要申请售后的商品"],
      [
        { orderNo, lineIds: [lines[0]!.id], reason: "other", note: "长".repeat(201) },
        "补充说明最多 200 个字",
      ],
      [{ orderNo: "nope", lineIds: "x", reason: 3 }, "请指定正确的订单"],
    ] as const) {
      const refused = await call("POST", "/api/app/orders/afterSale", body);
      expect(refused.status).toBe(200);
      expect(refused.json?.msg).toBe(message);
    }
    // Completed longer ago than the window: too late, said in the shopper's language.
    await server.database.query(
      "UPDATE orders SET status = 3, completed_at = $2::timestamptz WHERE id = $1",
      [
        unshipped.id,
        new Date(server.clock.now.getTime() - (AFTER_SALE_DAYS + 1) * 86_400_000).toISOString(),
      ],
    );
    const late = shopperCall(server, "", "zh-tw");
    expect((await late("POST", "/api/app/orders/afterSale", { orderNo })).status).toBe(401);
    const tooLate = await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[0]!.id],
      reason: "other",
    });
    expect(tooLate.json?.msg).toBe(`订单完成已超过 ${AFTER_SALE_DAYS} 天，不能再申请售后`);
    await server.database.query("UPDATE orders SET status = 4 WHERE id = $1", [unshipped.id]);
    const closed = await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[0]!.id],
      reason: "other",
    });
    expect(closed.json?.msg).toBe("该订单当前不能申请售后");
    expect(await requestCount()).toBe(0);
  });
});

describe("the operator's answer", () => {
  it("同意退款 refunds the line once and gives its stock back; the shopper sees it approved", async () => {
    const { id, orderNo, call, lines } = await order();
    await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[0]!.id],
      reason: "damaged",
    });
    const listed = await server.call("GET", "/api/order/afterSales?state=open", {
      token: tokens.admin,
    });
    expect(listed.json?.data.total).toBe(1);
    const request = listed.json?.data.rows[0];
    expect(request).toMatchObject({ orderNo, title: "售后台灯", units: 2, state: "open" });
    expect(
      (await server.call("GET", "/api/order/afterSales", { token: tokens.common })).status,
    ).toBe(403);
    expect(
      (await operator("/api/order/afterSale/approve", { id: request.id }, tokens.common)).status,
    ).toBe(403);
    const stockBefore = await stockOf(server, lines[0]!.sku_id);
    const approved = await operator("/api/order/afterSale/approve", { id: request.id });
    expect(approved.json?.data).toMatchObject({ state: "approved", refundedCents: 20000 });
    expect(await stockOf(server, lines[0]!.sku_id)).toBe(stockBefore + 2);
    const twice = await operator(
      "/api/order/afterSale/approve",
      { id: request.id },
      tokens.admin,
      "en",
    );
    expect(twice.json?.msg).toBe("This request has already been answered");
    const [refunds] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND type = 'lineRefunded'",
      [id],
    );
    expect(refunds?.n).toBe(1);
    const mine = (await call("GET", `/api/app/orders/afterSales?orderNo=${orderNo}`)).json?.data;
    expect(mine.requests[0]).toMatchObject({ state: "approved", refundedCents: 20000 });
    // A line refunded in full has nothing left to ask about.
    const nothingLeft = await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[0]!.id],
      reason: "other",
    });
    expect(nothingLeft.json?.msg).toBe("该商品已全部退款");
  });

  it("拒绝 needs a reason, which the shopper then reads; a granted role may answer", async () => {
    const { orderNo, call, lines } = await order();
    const ids = (
      await call("POST", "/api/app/orders/afterSale", {
        orderNo,
        lineIds: [lines[1]!.id],
        reason: "noLongerNeeded",
      })
    ).json?.data.ids as number[];
    const empty = await operator("/api/order/afterSale/reject", { id: ids[0], answer: " " });
    expect(empty.json?.data.errors).toEqual([
      { field: "answer", message: "请输入拒绝原因（1 到 200 个字）" },
    ]);
    await grant(server, "common", ["order:refund"]);
    const rejected = await operator(
      "/api/order/afterSale/reject",
      { id: ids[0], answer: "商品已使用，不支持退货" },
      tokens.common,
    );
    expect(rejected.json?.data.state).toBe("rejected");
    const mine = (await call("GET", `/api/app/orders/afterSales?orderNo=${orderNo}`)).json?.data;
    expect(mine.requests[0]).toMatchObject({ state: "rejected", answer: "商品已使用，不支持退货" });
    // Once answered, the line may be asked about again.
    const askedAgain = await call("POST", "/api/app/orders/afterSale", {
      orderNo,
      lineIds: [lines[1]!.id],
      reason: "damaged",
    });
    expect(askedAgain.json?.code).toBe(0);
    const [logs] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operation_logs WHERE module = 'order' AND action = 'afterSale'",
    );
    expect(logs?.n).toBe(1);
  });

  it("is pushed to those who may list orders only", () => {
    const event: FleetEvent = {
      type: "afterSale",
      orderId: 1,
      orderNo: "X",
      requestIds: [1],
      at: "",
    };
    expect(mayReceive({ device: true, sos: true, order: false }, new Set(), event)).toBe(false);
    expect(mayReceive({ device: false, sos: false, order: true }, new Set(), event)).toBe(true);
  });
});
