import { describe, expect, it } from "vitest";
import { insertAppUser } from "../app-users/testing.js";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { creditOrderCommissions, reverseLineCommission } from "./commissions.js";
import { newShopper, payWithDev, SHENZHEN, shopperCall } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

let phones = 0;
const phone = () => {
  phones += 1;
  return `1370000${String(phones).padStart(4, "0")}`;
};

/** Distributor `inviter` (level 2) invited `seller` (level 1), who brought the shopper. */
async function chain(shopperId: number) {
  const inviter = await insertAppUser(server, { phone: phone(), isDistributor: true });
  const seller = await insertAppUser(server, { phone: phone(), isDistributor: true });
  await server.database.query(
    `INSERT INTO distributors (app_user_id, parent_user_id, status) VALUES ($1, NULL, 1), ($2, $1, 1)`,
    [inviter, seller],
  );
  await server.database.query(
    "INSERT INTO shopper_distributors (app_user_id, distributor_user_id) VALUES ($1, $2)",
    [shopperId, seller],
  );
  return { inviter, seller };
}

async function settings(enabled: boolean, levels: 1 | 2, level1: string, level2: string) {
  await server.database.query(
    `INSERT INTO distribution_settings (id, enabled, levels, level1_rate, level2_rate)
     VALUES (1, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET enabled = $1, levels = $2, level1_rate = $3, level2_rate = $4`,
    [enabled, levels, level1, level2],
  );
}

/** A shopper's paid and shipped order of a 129.00 lamp and a 50.00 vase; answers its ids. */
async function shippedOrder(shopper: { token: string; id: number }) {
  const lamp = await makeGoods(server, "台灯", [12900], 5);
  const vase = await makeGoods(server, "花瓶", [5000], 5);
  // The vase pays its own rates (分销商品): 20% and 3%.
  await server.database.query(
    "INSERT INTO distribution_goods (goods_id, level1_rate, level2_rate) VALUES ($1, '20', '3')",
    [vase.goodsId],
  );
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  for (const skuId of [lamp.skuIds[0], vase.skuIds[0]])
    await call("POST", "/api/app/cart/add", { skuId, quantity: 1 });
  const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data
    .orderNo as string;
  expect(await payWithDev(server, call, orderNo)).toBe(200);
  const [order] = await server.database.query<{ id: number; total_cents: string }>(
    "SELECT id, total_cents FROM orders WHERE order_no = $1",
    [orderNo],
  );
  expect(Number(order?.total_cents)).toBe(17_900);
  const shipped = await server.call("POST", "/api/order/ship", {
    token: tokens.admin,
    body: { id: order!.id, carrier: "中通", trackingNo: `ZT${order!.id}0000` },
  });
  expect(shipped.json?.code).toBe(0);
  const lines = await server.database.query<{ id: number; goods_id: number }>(
    "SELECT id, goods_id FROM order_lines WHERE order_id = $1 ORDER BY id",
    [order!.id],
  );
  const vaseLine = lines.find((l) => l.goods_id === vase.goodsId)!.id;
  return { id: order!.id, orderNo, call, vaseLine };
}

const ledger = (orderId: number) =>
  server.database.query<{
    distributor_user_id: number;
    level: number;
    kind: string;
    cents: string;
  }>(
    `SELECT distributor_user_id, level, kind, cents FROM commission_ledger
     WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );

const earnings = async (appUserId: number) => {
  const [row] = await server.database.query<{ earnings_cents: string; orders: number }>(
    "SELECT earnings_cents, orders FROM distributors WHERE app_user_id = $1",
    [appUserId],
  );
  return { cents: Number(row?.earnings_cents), orders: Number(row?.orders) };
};

describe("distribution commissions", () => {
  it("credits both levels in cents when the shopper confirms receipt, once however often it completes", async () => {
    await settings(true, 2, "10", "5");
    const shopper = await newShopper(server);
    const { inviter, seller } = await chain(shopper.id);
    const order = await shippedOrder(shopper);
    const done = await order.call("POST", "/api/app/orders/confirm", { orderNo: order.orderNo });
    expect(done.json?.data).toMatchObject({ status: 3 });

    // Lamp 12900 at 10% + vase 5000 at its own 20%; level 2: 12900 at 5% + 5000 at 3%.
    expect((await ledger(order.id)).map((r) => ({ ...r, cents: Number(r.cents) }))).toEqual([
      { distributor_user_id: seller, level: 1, kind: "credit", cents: 1290 + 1000 },
      { distributor_user_id: inviter, level: 2, kind: "credit", cents: 645 + 150 },
    ]);
    expect(await earnings(seller)).toEqual({ cents: 2290, orders: 1 });

    // A second completion (the sweep racing the confirmation) credits nothing more.
    expect(
      await creditOrderCommissions(server.database.db, order.id, shopper.id, server.clock.now),
    ).toEqual([]);
    expect(await ledger(order.id)).toHaveLength(2);
    expect(await earnings(seller)).toEqual({ cents: 2290, orders: 1 });
    expect(await earnings(inviter)).toEqual({ cents: 795, orders: 1 });
  });

  it("pays one level when the settings say so, and nothing when distribution is off", async () => {
    await settings(true, 1, "10", "5");
    const one = await newShopper(server);
    const first = await chain(one.id);
    const paidOne = await shippedOrder(one);
    await paidOne.call("POST", "/api/app/orders/confirm", { orderNo: paidOne.orderNo });
    expect((await ledger(paidOne.id)).map((r) => r.distributor_user_id)).toEqual([first.seller]);

    await settings(false, 2, "10", "5");
    const off = await newShopper(server);
    const second = await chain(off.id);
    const unpaid = await shippedOrder(off);
    await unpaid.call("POST", "/api/app/orders/confirm", { orderNo: unpaid.orderNo });
    expect(await ledger(unpaid.id)).toEqual([]);
    expect((await earnings(second.seller)).cents).toBe(0);
  });

  it("reverses exactly a refunded line's share, once per refund", async () => {
    await settings(true, 2, "10", "5");
    const shopper = await newShopper(server);
    const { inviter, seller } = await chain(shopper.id);
    const order = await shippedOrder(shopper);
    await order.call("POST", "/api/app/orders/confirm", { orderNo: order.orderNo });

    const db = server.database.db;
    const reverse = () =>
      reverseLineCommission(
        db,
        order.id,
        order.vaseLine,
        5000,
        `${order.orderNo}-R1`,
        server.clock.now,
      );
    expect(await reverse()).toEqual([
      { appUserId: seller, cents: 1000 },
      { appUserId: inviter, cents: 150 },
    ]);
    expect(await reverse()).toEqual([]);
    expect(await earnings(seller)).toEqual({ cents: 1290, orders: 1 });
    expect(await earnings(inviter)).toEqual({ cents: 645, orders: 1 });
  });

  it("lists a distributor's ledger to the distribution grant only, refusing a bad id", async () => {
    await settings(true, 2, "10", "5");
    const shopper = await newShopper(server);
    const { seller } = await chain(shopper.id);
    const order = await shippedOrder(shopper);
    await order.call("POST", "/api/app/orders/confirm", { orderNo: order.orderNo });
    const [row] = await server.database.query<{ id: number }>(
      "SELECT id FROM distributors WHERE app_user_id = $1",
      [seller],
    );
    const url = `/api/distribution/ledger?id=${row!.id}`;
    const listed = await server.call("GET", url, { token: tokens.admin });
    expect(listed.json?.data).toMatchObject({
      total: 1,
      data: [{ orderNo: order.orderNo, level: 1, kind: "credit", cents: 2290 }],
    });
    for (const token of [tokens.common, tokens.aftersale])
      expect((await server.call("GET", url, { token })).status).toBe(403);
    const bad = await server.call("GET", "/api/distribution/ledger?id=abc", {
      token: tokens.admin,
      headers: { "accept-language": "en" },
    });
    expect(bad.status).toBe(200);
    expect(bad.json?.code).not.toBe(0);
    expect(bad.json?.msg).toMatch(/ID/i);
  });
});
