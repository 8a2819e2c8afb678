import { openAppSession } from "../app-users/app-sessions.js";
import { insertAppUser } from "../app-users/testing.js";
import { inMinutes, makeGoods } from "../marketing/testing.js";
import type { TestServer } from "../testing/test-server.js";

let shoppers = 0;

/** A new app user with an app session (straight in the tables); answers the token and the id. */
export async function newShopper(server: TestServer): Promise<{ token: string; id: number }> {
  shoppers += 1;
  const id = await insertAppUser(server, {
    phone: `139${String(process.pid % 1000).padStart(3, "0")}${String(shoppers).padStart(5, "0")}`,
  });
  const token = await openAppSession(server.database.db, id, server.clock.now, {
    ip: "127.0.0.1",
    userAgent: "orders test",
  });
  return { token, id };
}

/** The shopper's call as the app makes it, in a language. */
export function shopperCall(server: TestServer, token: string, language = "zh-cn") {
  return (method: "GET" | "POST", url: string, body?: unknown) =>
    server.call(method, url, { token, body, headers: { "accept-language": language } });
}

/** A Guangdong, Shenzhen delivery address body. */
export const SHENZHEN = {
  contact: "张三",
  phone: "13800138000",
  region: "4403",
  detail: "南山区科技园 1 号",
};

export async function stockOf(server: TestServer, skuId: number): Promise<number> {
  const [row] = await server.database.query<{ stock: number }>(
    "SELECT stock FROM goods_skus WHERE id = $1",
    [skuId],
  );
  return Number(row?.stock);
}

/**
 * Pays an order through the development provider as its confirmation page would: the pay call's
 * fields posted to the notification address. Answers the notification's HTTP status.
 */
export async function payWithDev(
  server: TestServer,
  call: ReturnType<typeof shopperCall>,
  orderNo: string,
): Promise<number> {
  const started = await call("POST", "/api/app/orders/pay", { orderNo });
  const {
    notifyUrl: _n,
    returnUrl: _r,
    ...fields
  } = (started.json?.data.fields ?? {}) as Record<string, string>;
  return (await server.call("POST", "/api/pay/notify/dev", { body: fields })).status;
}

/**
 * A seckill at ¥99 on a new ¥199 SKU (goods stock 20, freight free), added by `adminToken` and
 * running from now for an hour (the clock moves 10 minutes to its start). Its stock is moved out
 * of the goods by the first checkout that would use it, not by this setup.
 */
export async function runningSeckill(
  server: TestServer,
  adminToken: string,
  seckillStock: number,
  perUserLimit: number,
) {
  const { goodsId, skuIds } = await makeGoods(server, "蓝牙耳机", [19900], 20);
  await server.database.query(
    "UPDATE goods SET freight_mode = 1, freight_fee_cents = 0 WHERE id = $1",
    [goodsId],
  );
  const added = await server.call("POST", "/api/seckill/add", {
    token: adminToken,
    body: {
      name: "整点秒杀",
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 70),
      perUserLimit,
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 9900, seckillStock }]),
    },
  });
  if (added.json?.code !== 0) throw new Error(`seckill not added: ${added.text}`);
  server.clock.advanceMinutes(10);
  return { activityId: added.json.data.id as number, skuId: skuIds[0]! };
}

/**
 * A new shopper's order of `quantities[i]` units of each SKU, to a Shenzhen address, paid through
 * the development provider unless `pay` is false. Answers the shopper's call, token and order.
 */
export async function placeOrder(
  server: TestServer,
  skuIds: readonly number[],
  quantities: readonly number[],
  pay = true,
) {
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  for (const [index, skuId] of skuIds.entries())
    await call("POST", "/api/app/cart/add", { skuId, quantity: quantities[index] ?? 1 });
  const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data
    .orderNo as string;
  if (pay && (await payWithDev(server, call, orderNo)) !== 200)
    throw new Error(`order ${orderNo} was not paid`);
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM orders WHERE order_no = $1",
    [orderNo],
  );
  return { call, token: shopper.token, orderNo, id: Number(row?.id) };
}
