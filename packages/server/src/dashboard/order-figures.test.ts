import { NO_ORDER_FIGURES } from "@vitrine/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertAppUser } from "../app-users/testing.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";

/**
 * The home card 订单统计信息 from orders inserted straight into the table, in Asia/Shanghai
 * (UTC+8): local midnight of 2026-11-26 is 2026-11-25T16:00Z, so 15:59Z and 16:01Z fall on
 * different shop days although they share a UTC date.
 */

const TZ = "Asia/Shanghai";
const NOW = new Date("2026-11-26T04:30:00.000Z"); // 12:30 on 26 November in Shanghai
const TODAY_START = Date.parse("2026-11-25T16:00:00.000Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const tz = `tz=${encodeURIComponent(TZ)}`;

let server: TestServer;
let adminToken: string;
let orderCount = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  await server.database.runScript("DELETE FROM orders;");
  server.clock.now = NOW;
  adminToken = await server.signIn("admin", ADMIN_PASSWORD);
});

interface OrderRow {
  shopper: number;
  status: number;
  paidCents?: number;
  paidAt?: number;
  closedAt?: number;
  closeReason?: string;
  createdAt: number;
}

async function insertOrder(row: OrderRow): Promise<void> {
  orderCount += 1;
  const iso = (t: number | undefined) => (t === undefined ? null : new Date(t).toISOString());
  await server.database.query(
    `INSERT INTO orders (order_no, app_user_id, status, goods_cents, total_cents, paid_cents,
                         contact, phone, region, address, pay_deadline, paid_at, closed_at,
                         close_reason, created_at)
     VALUES ($1, $2, $3, $4, $4, $5, '张三', '13800138000', '4403', '南山区', $6, $7, $8, $9, $6)`,
    [
      `T${orderCount}`,
      row.shopper,
      row.status,
      row.paidCents ?? 10_000,
      row.paidAt === undefined ? 0 : (row.paidCents ?? 10_000),
      iso(row.createdAt),
      iso(row.paidAt),
      iso(row.closedAt),
      row.closeReason ?? "",
    ],
  );
}

const get = async (path: string, token = adminToken) => {
  const result = await server.call("GET", path, { token });
  expect(result.json?.code, result.text).toBe(0);
  return result.json!.data;
};

describe("dashboard order figures", () => {
  it("count paid orders as sales by the shop's day and refunds on their own day", async () => {
    const [a, b, c] = [
      await insertAppUser(server, { phone: "13900000001" }),
      await insertAppUser(server, { phone: "13900000002" }),
      await insertAppUser(server, { phone: "13900000003" }),
    ];
    // Today (local): two paid orders of shopper a, one shipped of b, one unpaid and one closed unpaid.
    await insertOrder({
      shopper: a,
      status: 1,
      paidCents: 12_345,
      paidAt: TODAY_START + MINUTE,
      createdAt: TODAY_START,
    });
    await insertOrder({
      shopper: a,
      status: 3,
      paidCents: 5_000,
      paidAt: NOW.getTime() - MINUTE,
      createdAt: NOW.getTime() - 2 * MINUTE,
    });
    await insertOrder({
      shopper: b,
      status: 2,
      paidCents: 2_655,
      paidAt: TODAY_START + 60 * MINUTE,
      createdAt: TODAY_START,
    });
    await insertOrder({ shopper: c, status: 0, createdAt: NOW.getTime() - MINUTE });
    await insertOrder({
      shopper: c,
      status: 4,
      closeReason: "timeout",
      closedAt: NOW.getTime() - MINUTE,
      createdAt: TODAY_START,
    });
    // Yesterday (local) one minute before midnight, though the same UTC date as today's first order.
    // Paid yesterday and refunded today: a sale yesterday, a refund today.
    await insertOrder({
      shopper: c,
      status: 4,
      paidCents: 8_000,
      paidAt: TODAY_START - MINUTE,
      closeReason: "refunded",
      closedAt: TODAY_START + 2 * MINUTE,
      createdAt: TODAY_START - 2 * MINUTE,
    });
    // Ten days ago, and forty days ago (outside the 30 days, before this month).
    await insertOrder({
      shopper: b,
      status: 3,
      paidCents: 1_000,
      paidAt: TODAY_START - 10 * DAY + MINUTE,
      createdAt: TODAY_START - 10 * DAY,
    });
    await insertOrder({
      shopper: b,
      status: 3,
      paidCents: 99_900,
      paidAt: TODAY_START - 40 * DAY,
      createdAt: TODAY_START - 40 * DAY,
    });

    const { orders } = await get(`/api/dashboard/orders?${tz}`);
    expect(orders.timeZone).toBe(TZ);
    expect(orders.today).toEqual({
      salesCents: 20_000,
      orders: 3,
      payingShoppers: 2,
      averageOrderCents: 6_667,
      refunds: 1,
      refundCents: 8_000,
    });
    expect(orders.yesterday).toEqual({
      salesCents: 8_000,
      orders: 1,
      payingShoppers: 1,
      averageOrderCents: 8_000,
      refunds: 0,
      refundCents: 0,
    });
    // 1 November to today: the order of 16 November counts, that of 17 October does not.
    expect(orders.thisMonth).toMatchObject({ salesCents: 29_000, orders: 5, payingShoppers: 3 });
    expect(orders.last7).toMatchObject({ salesCents: 28_000, orders: 4, payingShoppers: 3 });
    expect(orders.last30).toMatchObject({ salesCents: 29_000, orders: 5, refunds: 1 });
    expect(orders.perDay).toHaveLength(30);
    expect(orders.perDay.at(-1)).toMatchObject({
      date: "2026-11-26",
      salesCents: 20_000,
      refunds: 1,
    });
    expect(orders.perDay.at(-2)).toMatchObject({
      date: "2026-11-25",
      salesCents: 8_000,
      orders: 1,
    });
    expect(orders.perDay.at(-11)).toMatchObject({ date: "2026-11-16", salesCents: 1_000 });
    const quietDays = orders.perDay.filter((d: { orders: number }) => d.orders === 0);
    expect(quietDays).toHaveLength(27);
  });

  it("put the day boundary at the shop's midnight, not UTC's", async () => {
    const shopper = await insertAppUser(server, { phone: "13900000004" });
    await insertOrder({
      shopper,
      status: 1,
      paidCents: 700,
      paidAt: TODAY_START - MINUTE,
      createdAt: TODAY_START - MINUTE,
    });
    const inShanghai = (await get(`/api/dashboard/orders?${tz}`)).orders;
    expect(inShanghai.today.orders).toBe(0);
    expect(inShanghai.yesterday.orders).toBe(1);
    // At 16:01Z on the 26th it is already the 27th in Shanghai: an order paid at 15:59Z is
    // yesterday there, and today for an operator reading in UTC.
    server.clock.now = new Date(TODAY_START + DAY + MINUTE);
    // A day later the morning's session has expired: sign in again.
    adminToken = await server.signIn("admin", ADMIN_PASSWORD);
    await insertOrder({
      shopper,
      status: 1,
      paidCents: 300,
      paidAt: TODAY_START + DAY - MINUTE,
      createdAt: TODAY_START,
    });
    const later = (await get(`/api/dashboard/orders?${tz}`)).orders;
    expect(later.today.orders).toBe(0);
    expect(later.yesterday).toMatchObject({ orders: 1, salesCents: 300 });
    const utc = (await get("/api/dashboard/orders")).orders;
    expect(utc.timeZone).toBe("UTC");
    expect(utc.today).toMatchObject({ orders: 1, salesCents: 300 });
  });

  it("answer zeros with no order, and nothing to a user without the order grant", async () => {
    const empty = (await get(`/api/dashboard/orders?${tz}`)).orders;
    expect(empty.today).toEqual(NO_ORDER_FIGURES);
    const common = await server.signIn("test", TEST_PASSWORD);
    expect(await get(`/api/dashboard/orders?${tz}`, common)).toEqual({});
  });

  it("refuse an unknown time zone in the user's language", async () => {
    const refused = await server.call("GET", "/api/dashboard/orders?tz=Mars%2FOlympus", {
      token: adminToken,
      headers: { "accept-language": "en" },
    });
    expect(refused.status).toBe(200);
    expect(refused.json?.code).not.toBe(0);
    expect(refused.json?.msg).toBe("Unknown time zone Mars/Olympus");
  });
});
