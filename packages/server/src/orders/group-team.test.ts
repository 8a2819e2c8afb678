import { describe, expect, it } from "vitest";
import { inMinutes, makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { sweepGroupOrders } from "./group-team.js";
import { resolvePaymentProvider } from "./payment/configured-provider.js";
import { newShopper, payWithDev, SHENZHEN, shopperCall, stockOf } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A running two-person group buy at ¥199 on a new ¥299 SKU (stock 10, free freight). */
async function twoPersonGroup(hoursOpen = 24) {
  const { goodsId, skuIds } = await makeGoods(server, "拼团茶具", [29900], 10);
  await server.database.query(
    "UPDATE goods SET freight_mode = 1, freight_fee_cents = 0 WHERE id = $1",
    [goodsId],
  );
  await server.database.query(
    `INSERT INTO group_activities (name, goods_id, sku_id, group_price_cents, group_size,
                                   hours_open, per_user_limit, start_at, end_at)
     VALUES ('两人团', $1, $2, 19900, 2, $3, 1, $4, $5)`,
    [goodsId, skuIds[0], hoursOpen, inMinutes(server, -1), inMinutes(server, 60 * 48)],
  );
  return skuIds[0]!;
}

/** A shopper who checks out one unit of the SKU (joining `teamId` when given) and pays. */
async function buyAndPay(skuId: number, teamId?: number) {
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const address = await call("POST", "/api/app/addresses/save", SHENZHEN);
  expect((await call("POST", "/api/app/cart/add", { skuId, quantity: 1 })).json?.code).toBe(0);
  const placed = await call("POST", "/api/app/checkout", {
    addressId: address.json?.data.id,
    ...(teamId === undefined ? {} : { teamId }),
  });
  expect(placed.json).toMatchObject({ code: 0 });
  const orderNo = placed.json!.data.orderNo as string;
  expect(await payWithDev(server, call, orderNo)).toBe(200);
  const detail = async () =>
    (await call("GET", `/api/app/orders/detail?orderNo=${orderNo}`)).json?.data;
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM orders WHERE order_no = $1",
    [orderNo],
  );
  return { call, orderNo, id: Number(row!.id), detail };
}

const ship = (id: number, language = "zh-cn") =>
  server.call("POST", "/api/order/ship", {
    token: tokens.admin,
    body: { id, carrier: "顺丰", trackingNo: "SF1234567" },
    headers: { "accept-language": language },
  });

async function refundEvents(orderId: number) {
  const rows = await server.database.query(
    "SELECT id FROM order_events WHERE order_id = $1 AND type = 'refunded'",
    [orderId],
  );
  return rows.length;
}

describe("group buying orders", () => {
  it("opens a team with the first payment, fills it with the second, then both orders ship", async () => {
    const skuId = await twoPersonGroup();
    const leader = await buyAndPay(skuId);
    const opened = await leader.detail();
    expect(opened.group).toMatchObject({ state: 0, size: 2, joined: 1, missing: 1 });
    const teamId = opened.group.teamId as number;

    // While the team waits for its second member, the operator cannot ship, in every language.
    expect((await ship(leader.id)).json).toMatchObject({
      code: 1,
      msg: "拼团尚未成功，成团后才能发货",
    });
    expect((await ship(leader.id, "en")).json?.msg).toBe(
      "The group is not complete yet: the order ships once it fills",
    );
    expect((await ship(leader.id, "zh-tw")).json?.msg).toBe("拼團尚未成功，成團後才能出貨");

    const friend = await buyAndPay(skuId, teamId);
    expect((await friend.detail()).group).toMatchObject({ teamId, state: 1, missing: 0 });
    expect((await leader.detail()).group).toMatchObject({ teamId, state: 1, joined: 2 });
    expect((await ship(leader.id)).json?.data).toMatchObject({ status: 2 });
    expect((await ship(friend.id)).json?.data).toMatchObject({ status: 2 });
  });

  it("refunds a lonely team's order once its deadline passes, once, and gives the stock back", async () => {
    const skuId = await twoPersonGroup(1);
    const lonely = await buyAndPay(skuId);
    expect(await stockOf(server, skuId)).toBe(9);
    const provider = await resolvePaymentProvider({ env: {} });

    // Before the deadline the sweep leaves it waiting.
    await sweepGroupOrders(server.database.db, provider, server.clock.now);
    expect((await lonely.detail()).status).toBe(1);

    server.clock.advanceMinutes(61);
    await sweepGroupOrders(server.database.db, provider, server.clock.now);
    await sweepGroupOrders(server.database.db, provider, server.clock.now);
    const after = await lonely.detail();
    expect(after).toMatchObject({ status: 4, group: { state: 2 } });
    expect(await refundEvents(lonely.id)).toBe(1);
    expect(await stockOf(server, skuId)).toBe(10);
    const [payment] = await server.database.query<{ outcome: string }>(
      "SELECT outcome FROM order_payments WHERE order_id = $1",
      [lonely.id],
    );
    expect(payment?.outcome).toBe("refunded");
    // One row of the refunds record, of the whole amount, counted in the order's refunded total.
    const records = await server.database.query<{ kind: string; state: string; same: boolean }>(
      `SELECT r.kind, r.state, r.amount_cents = o.paid_cents AND o.refunded_cents = o.paid_cents AS same
       FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.order_id = $1`,
      [lonely.id],
    );
    expect(records).toEqual([{ kind: "group", state: "succeeded", same: true }]);
  });

  it("refunds a payment whose team filled before it was paid", async () => {
    const skuId = await twoPersonGroup();
    const leader = await buyAndPay(skuId);
    const teamId = (await leader.detail()).group.teamId as number;

    // Two friends check out into the same team; the first to pay fills it.
    const shopper = await newShopper(server);
    const late = shopperCall(server, shopper.token);
    const address = await late("POST", "/api/app/addresses/save", SHENZHEN);
    await late("POST", "/api/app/cart/add", { skuId, quantity: 1 });
    const placed = await late("POST", "/api/app/checkout", {
      addressId: address.json?.data.id,
      teamId,
    });
    expect(placed.json).toMatchObject({ code: 0 });
    await buyAndPay(skuId, teamId);
    const lateNo = placed.json!.data.orderNo as string;
    expect(await payWithDev(server, late, lateNo)).toBe(200);
    const [row] = await server.database.query<{ id: number }>(
      "SELECT id FROM orders WHERE order_no = $1",
      [lateNo],
    );
    const lateId = Number(row!.id);
    expect((await ship(lateId)).json?.msg).toBe("拼团尚未成功，成团后才能发货");

    const provider = await resolvePaymentProvider({ env: {} });
    await sweepGroupOrders(server.database.db, provider, server.clock.now);
    const detail = (await late("GET", `/api/app/orders/detail?orderNo=${lateNo}`)).json?.data;
    expect(detail).toMatchObject({ status: 4, group: { state: 2 } });
    expect(await refundEvents(lateId)).toBe(1);
    // Three units were bought, the refunded one came back.
    expect(await stockOf(server, skuId)).toBe(8);

    // A full team can no longer be chosen at checkout.
    await late("POST", "/api/app/cart/add", { skuId, quantity: 1 });
    const refusedJoin = await late("POST", "/api/app/checkout", {
      addressId: address.json?.data.id,
      teamId,
    });
    expect(refusedJoin.json).toMatchObject({ code: 1, msg: "该拼团不存在或已结束，请重新开团" });
  });
});
