import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { sweepUnpaidOrders } from "./close-orders.js";
import type { PaymentProvider, RefundRequest, RefundResult } from "./payment/provider.js";
import { recordPayment } from "./record-payment.js";
import { sweepDueRefunds } from "./refunds-due.js";
import {
  newShopper,
  payWithDev,
  runningSeckill,
  SHENZHEN,
  shopperCall,
  stockOf,
} from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/**
 * The payment platform as the sweep sees it: it took the development provider's payments (same
 * name), keeps every refund it was asked for, and answers each with the next of `answers` (then
 * success).
 */
function platform(answers: RefundResult[] = []) {
  const asked: RefundRequest[] = [];
  const provider = {
    name: "dev",
    async refund(request: RefundRequest): Promise<RefundResult> {
      asked.push(request);
      return (
        answers.shift() ?? {
          ok: true,
          providerRefundId: `PLATFORM-${request.refundNo}`,
          refundedCents: request.refundCents,
        }
      );
    },
  } as PaymentProvider;
  return { provider, asked };
}

/** A paid order of 2 units of a new ¥68 SKU (5 in stock), paid through the development provider. */
async function paidOrder() {
  const { skuIds } = await makeGoods(server, "手冲壶", [6800], 5);
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 2 });
  const placed = await call("POST", "/api/app/checkout", { addressId });
  const orderNo = placed.json?.data.orderNo as string;
  expect(await payWithDev(server, call, orderNo)).toBe(200);
  const [order] = await server.database.query<{ id: number; total_cents: number }>(
    "SELECT id, total_cents::int FROM orders WHERE order_no = $1",
    [orderNo],
  );
  return { orderNo, skuId: skuIds[0]!, id: order!.id, totalCents: order!.total_cents };
}

/** Another payment of the order, as a verified notification of a second transaction proves it. */
const payAgain = (orderNo: string, providerTxId: string, paidCents: number) =>
  recordPayment(
    server.database.db,
    { provider: "dev", providerTxId, orderNo, paidCents },
    server.clock.now,
  );

async function refundRows(orderId: number) {
  return server.database.query<{
    kind: string;
    state: string;
    amount_cents: number;
    attempts: number;
    refund_no: string;
    error: unknown;
  }>(
    `SELECT kind, state, amount_cents::int, attempts, refund_no, error FROM order_refunds
     WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

async function orderState(orderId: number) {
  const [row] = await server.database.query<{
    status: number;
    paid_cents: number;
    refunded_cents: number;
  }>("SELECT status, paid_cents::int, refunded_cents::int FROM orders WHERE id = $1", [orderId]);
  return row;
}

const list = (body: Record<string, unknown>, token = tokens.admin, language = "zh-cn") =>
  server.call("POST", "/api/orderRefund/index", {
    token,
    body: { limit: 10, ...body },
    headers: { "accept-language": language },
  });

describe("refunds of payments marked refundDue", () => {
  it("gives a second payment of a paid order back once, however many sweeps run, the order untouched", async () => {
    const order = await paidOrder();
    const second = await payAgain(order.orderNo, "DEV-SECOND-1", order.totalCents);
    expect(second).toBe("refundDue");
    expect(await refundRows(order.id)).toMatchObject([{ kind: "payment", state: "pending" }]);

    const { provider, asked } = platform();
    const db = server.database.db;
    const now = server.clock.now;
    await Promise.all([sweepDueRefunds(db, provider, now), sweepDueRefunds(db, provider, now)]);
    await sweepDueRefunds(db, provider, now);

    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      orderNo: order.orderNo,
      providerTxId: "DEV-SECOND-1",
      refundCents: order.totalCents,
    });
    const rows = await refundRows(order.id);
    expect(rows).toMatchObject([
      { kind: "payment", state: "succeeded", amount_cents: order.totalCents, attempts: 1 },
    ]);
    expect(rows[0]!.refund_no).toBe(asked[0]!.refundNo);
    // The first payment stands: still paid, its stock still sold, nothing of it counted refunded.
    expect(await orderState(order.id)).toEqual({
      status: 1,
      paid_cents: order.totalCents,
      refunded_cents: 0,
    });
    expect(await stockOf(server, order.skuId)).toBe(3);
    const payments = await server.database.query<{ outcome: string }>(
      "SELECT outcome FROM order_payments WHERE order_id = $1 ORDER BY id",
      [order.id],
    );
    expect(payments.map((p) => p.outcome)).toEqual(["paid", "refunded"]);
  });

  it("gives back a late seckill payment its closed order could no longer take", async () => {
    const { skuId } = await runningSeckill(server, tokens.admin, 1, 1);
    const buyer = async () => {
      const shopper = await newShopper(server);
      const call = shopperCall(server, shopper.token);
      const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
      await call("POST", "/api/app/cart/add", { skuId, quantity: 1 });
      const placed = await call("POST", "/api/app/checkout", { addressId });
      expect(placed.json?.code).toBe(0);
      return { call, orderNo: placed.json?.data.orderNo as string };
    };
    const late = await buyer();
    const started = await late.call("POST", "/api/app/orders/pay", { orderNo: late.orderNo });
    const { notifyUrl: _n, returnUrl: _r, ...fields } = started.json?.data.fields ?? {};
    server.clock.advanceMinutes(31);
    await sweepUnpaidOrders(server.database.db, server.clock.now);
    await buyer(); // takes the seckill's only unit meanwhile
    await server.call("POST", "/api/pay/notify/dev", { body: fields });
    const [order] = await server.database.query<{ id: number }>(
      "SELECT id FROM orders WHERE order_no = $1",
      [late.orderNo],
    );

    const { provider, asked } = platform();
    expect(await sweepDueRefunds(server.database.db, provider, server.clock.now)).toHaveLength(1);
    expect(asked).toMatchObject([{ orderNo: late.orderNo, refundCents: 9900 }]);
    expect(await orderState(order!.id)).toMatchObject({ status: 4, refunded_cents: 0 });
    const shown = await list({ orderNo: late.orderNo });
    expect(shown.json?.data).toMatchObject({
      total: 1,
      data: [{ orderNo: late.orderNo, kind: "payment", state: "succeeded", amountCents: 9900 }],
    });
  });

  it("keeps a refund the provider refused due, with its message, and refunds it after its backoff", async () => {
    const order = await paidOrder();
    await payAgain(order.orderNo, "DEV-SECOND-2", 500);
    const { provider, asked } = platform([
      { ok: false, message: { key: "pay.refundFailed", params: { reason: "余额不足" } } },
    ]);
    await sweepDueRefunds(server.database.db, provider, server.clock.now);
    expect(await refundRows(order.id)).toMatchObject([
      {
        state: "failed",
        attempts: 1,
        error: { key: "pay.refundFailed", params: { reason: "余额不足" } },
      },
    ]);
    // The 需退款 tab: due and failed ones, the provider's message in the reader's language.
    const due = await list(
      { orderNo: order.orderNo, state: ["pending", "failed"] },
      tokens.admin,
      "en",
    );
    expect(due.json?.data.data).toMatchObject([
      {
        state: "failed",
        amountCents: 500,
        error: { en: "The payment platform refused the refund: 余额不足" },
      },
    ]);

    // Not again before its backoff (30 s after a first failure): the platform is not asked.
    await sweepDueRefunds(server.database.db, provider, server.clock.now);
    expect(asked).toHaveLength(1);
    server.clock.advanceMinutes(1);
    await sweepDueRefunds(server.database.db, provider, server.clock.now);
    await sweepDueRefunds(server.database.db, provider, server.clock.now);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.refundNo).toBe(asked[0]!.refundNo);
    expect(await refundRows(order.id)).toMatchObject([
      { state: "succeeded", attempts: 2, error: null },
    ]);
  });
});

describe("the refunds record", () => {
  it("records an operator's line refund and counts it in the order's refunded total and list", async () => {
    const order = await paidOrder();
    const [line] = await server.database.query<{ id: number }>(
      "SELECT id FROM order_lines WHERE order_id = $1",
      [order.id],
    );
    const refunded = await server.call("POST", "/api/order/refundLine", {
      token: tokens.admin,
      body: {
        id: order.id,
        lineId: line!.id,
        units: 1,
        requestId: "refunds-test-1",
        reason: "破损",
      },
    });
    expect(refunded.json?.code).toBe(0);
    const cents = refunded.json?.data.refundedCents as number;
    expect(refunded.json?.data.order.refundedCents).toBe(cents);
    expect(await refundRows(order.id)).toMatchObject([
      { kind: "line", state: "succeeded", amount_cents: cents },
    ]);
    const orders = await server.call("POST", "/api/order/index", {
      token: tokens.admin,
      body: { limit: 10, orderNo: order.orderNo },
    });
    expect(orders.json?.data.data).toMatchObject([{ refundedCents: cents }]);
    // The export writes it in yuan under 退款金额（元）.
    const file = await server.call(
      "GET",
      `/api/order/index?is_down=1&format=csv&orderNo=${order.orderNo}`,
      { token: tokens.admin },
    );
    const [header, row] = file.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const at = header!.split(",").indexOf("退款金额（元）");
    expect(at).toBeGreaterThan(-1);
    expect(row!.split(",")[at]).toBe((cents / 100).toFixed(2));
    const shown = await list({ orderNo: order.orderNo });
    expect(shown.json?.data.data).toMatchObject([
      { kind: "line", state: "succeeded", actor: "admin", reason: "破损" },
    ]);
  });

  it("lets only operators with the grants read it or retry a refund, and retries through the provider", async () => {
    const order = await paidOrder();
    await payAgain(order.orderNo, "DEV-SECOND-3", 700);
    const [due] = await server.database.query<{ id: number }>(
      "SELECT id FROM order_refunds WHERE order_id = $1",
      [order.id],
    );
    const retry = (token: string, id = due!.id) =>
      server.call("POST", "/api/orderRefund/retry", { token, body: { id } });
    for (const token of [tokens.common, tokens.aftersale]) {
      expect((await list({}, token)).status).toBe(403);
      expect((await retry(token)).status).toBe(403);
    }
    expect(await refundRows(order.id)).toMatchObject([{ state: "pending", attempts: 0 }]);

    const retried = await retry(tokens.admin);
    expect(retried.json).toMatchObject({ code: 0, data: { state: "succeeded" } });
    expect(await refundRows(order.id)).toMatchObject([{ state: "succeeded", attempts: 1 }]);
    // Done is done: a second retry is refused and pays nothing more.
    expect((await retry(tokens.admin)).json).toMatchObject({
      code: 1,
      msg: "这笔退款已完成或正在处理",
    });
    expect((await retry(tokens.admin, 2_000_000_000)).json?.code).toBe(1);
  });
});
