import { describe, expect, it } from "vitest";
import { openAppSession } from "../app-users/app-sessions.js";
import { insertAppUser } from "../app-users/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { inMinutes, makeGoods, skuStock } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
let phones = 0;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A new app user with an app session; answers the token and the user's id. */
async function appUser(): Promise<{ token: string; id: number }> {
  phones += 1;
  const id = await insertAppUser(server, { phone: `1370000${String(phones).padStart(4, "0")}` });
  const token = await openAppSession(server.database.db, id, server.clock.now, {
    ip: "127.0.0.1",
    userAgent: "seckill test",
  });
  return { token, id };
}

const take = (token: string, body: Record<string, unknown>, language = "zh-cn") =>
  server.call("POST", "/api/app/seckill/take", {
    token,
    body,
    headers: { "accept-language": language },
  });

/** A seckill on one new SKU (goods stock 20) starting in 10 minutes and lasting an hour. */
async function seckill(stock: number, perUserLimit: number) {
  const { skuIds } = await makeGoods(server, "蓝牙耳机", [19900], 20);
  const added = await server.call("POST", "/api/seckill/add", {
    token: tokens.admin,
    body: {
      name: "整点秒杀",
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 70),
      perUserLimit,
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 9900, seckillStock: stock }]),
    },
  });
  expect(added.json?.code).toBe(0);
  return { activityId: added.json!.data.id as number, skuId: skuIds[0]! };
}

async function line(activityId: number) {
  const info = await server.call("GET", `/api/seckill/info?id=${activityId}`, {
    token: tokens.admin,
  });
  return info.json!.data.skus[0] as { taken: number; sold: number; left: number };
}

async function takeRows(activityId: number): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM seckill_takes WHERE activity_id = $1",
    [activityId],
  );
  return Number(row?.n);
}

/** Moves past the activity's end and lets a list call's sweep give back what was not taken. */
async function goodsStockAfterEnd(skuId: number): Promise<number> {
  server.clock.advanceMinutes(60);
  await server.call("POST", "/api/seckill/index", { token: tokens.admin, body: {} });
  return skuStock(server, skuId);
}

describe("the app's seckill take", () => {
  it("takes up to the per-user limit across takes, refuses past it in three languages, and the operator sees it", async () => {
    const { activityId, skuId } = await seckill(5, 2);
    const user = await appUser();
    server.clock.advanceMinutes(10);
    // The first take finds the activity started before any sweep: it moves the stock out itself.
    const first = await take(user.token, { activityId, skuId });
    expect(first.json).toMatchObject({
      code: 0,
      data: { quantity: 1, priceCents: 9900, amountCents: 9900, left: 4, held: 1, perUserLimit: 2 },
    });
    expect(await skuStock(server, skuId)).toBe(15);
    const two = await take(user.token, { activityId, skuId, quantity: 2 });
    expect(two.json).toMatchObject({ code: 1, msg: "每人限购 2 件，您已抢 1 件" });
    expect((await take(user.token, { activityId, skuId })).json?.code).toBe(0);
    expect((await take(user.token, { activityId, skuId }, "en")).json).toMatchObject({
      code: 1,
      msg: "At most 2 per user; you have taken 2",
    });
    expect((await take(user.token, { activityId, skuId }, "zh-tw")).json?.msg).toBe(
      "每人限購 2 件，您已搶 2 件",
    );
    // Another user has a limit of their own.
    expect((await take((await appUser()).token, { activityId, skuId })).json?.code).toBe(0);
    expect(await line(activityId)).toMatchObject({ taken: 5, sold: 3, left: 2 });
    const list = await server.call("POST", "/api/seckill/index", { token: tokens.admin, body: {} });
    expect(list.json?.data.data[0]).toMatchObject({ soldTotal: 3 });
    expect(await takeRows(activityId)).toBe(3);
    // At the end the two not taken go back to the goods: 20 - 3.
    expect(await goodsStockAfterEnd(skuId)).toBe(17);
  });

  it("never takes the seckill stock below zero", async () => {
    const { activityId, skuId } = await seckill(3, 5);
    server.clock.advanceMinutes(10);
    const [a, b, c] = [await appUser(), await appUser(), await appUser()];
    expect((await take(a.token, { activityId, skuId, quantity: 2 })).json?.code).toBe(0);
    expect((await take(b.token, { activityId, skuId, quantity: 2 })).json).toMatchObject({
      code: 1,
      msg: "库存不足，仅剩 1 件",
    });
    expect((await take(b.token, { activityId, skuId })).json).toMatchObject({
      code: 0,
      data: { left: 0 },
    });
    expect((await take(c.token, { activityId, skuId }, "en")).json).toMatchObject({
      code: 1,
      msg: "Sold out",
    });
    expect(await line(activityId)).toMatchObject({ taken: 3, sold: 3, left: 0 });
    expect(await takeRows(activityId)).toBe(2);
  });

  it("lets exactly two of ten concurrent takes by one user with a limit of 2 through", async () => {
    const { activityId, skuId } = await seckill(8, 2);
    server.clock.advanceMinutes(10);
    const user = await appUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => take(user.token, { activityId, skuId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json?.code === 0)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.json?.code !== 0))
      expect(refused.json).toMatchObject({ code: 1, msg: "每人限购 2 件，您已抢 2 件" });
    expect(await line(activityId)).toMatchObject({ sold: 2, left: 6 });
    expect(await takeRows(activityId)).toBe(2);
  });

  it("gives the last units to exactly as many of many concurrent users", async () => {
    const { activityId, skuId } = await seckill(5, 1);
    server.clock.advanceMinutes(10);
    const users = [];
    for (let i = 0; i < 16; i += 1) users.push(await appUser());
    const answers = await Promise.all(users.map((u) => take(u.token, { activityId, skuId })));
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    expect(answers.filter((a) => a.json?.code === 0)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.json?.code !== 0))
      expect(refused.json).toMatchObject({ code: 1, msg: "已抢光" });
    expect(await line(activityId)).toMatchObject({ taken: 5, sold: 5, left: 0 });
    expect(await takeRows(activityId)).toBe(5);
    // Nothing left to give back: the goods keep 20 - 5.
    expect(await goodsStockAfterEnd(skuId)).toBe(15);
  });

  it("refuses before the start, after a close, after the end, and an unknown activity or SKU", async () => {
    const { activityId, skuId } = await seckill(5, 2);
    const user = await appUser();
    expect((await take(user.token, { activityId, skuId })).json).toMatchObject({
      code: 1,
      msg: "秒杀未开始，现在不能抢购",
    });
    server.clock.advanceMinutes(10);
    expect((await take(user.token, { activityId: activityId + 100, skuId })).json).toMatchObject({
      code: 1,
      msg: "秒杀活动不存在",
    });
    expect((await take(user.token, { activityId, skuId: skuId + 100 }, "en")).json).toMatchObject({
      code: 1,
      msg: "This SKU is not in the seckill",
    });
    expect((await take(user.token, { activityId, skuId, quantity: 0 })).json).toMatchObject({
      code: 1,
      data: { errors: [{ field: "quantity" }] },
    });
    expect((await take(user.token, { activityId, skuId: "x" })).json).toMatchObject({
      code: 1,
      data: { errors: [{ field: "skuId" }] },
    });
    const closed = await server.call("POST", "/api/seckill/close", {
      token: tokens.admin,
      body: { id: activityId },
    });
    expect(closed.json?.code).toBe(0);
    expect((await take(user.token, { activityId, skuId }, "zh-tw")).json).toMatchObject({
      code: 1,
      msg: "秒殺已關閉，現在不能搶購",
    });

    const later = await seckill(5, 2);
    server.clock.advanceMinutes(80);
    expect((await take(user.token, later)).json).toMatchObject({
      code: 1,
      msg: "秒杀已结束，现在不能抢购",
    });
    expect(await takeRows(activityId)).toBe(0);
  });

  it("refuses a missing or unknown token (401) and a disabled app user (401, code 4001)", async () => {
    const { activityId, skuId } = await seckill(5, 2);
    server.clock.advanceMinutes(10);
    const none = await server.call("POST", "/api/app/seckill/take", {
      body: { activityId, skuId },
    });
    expect(none.status).toBe(401);
    const wrong = await take("not-a-token", { activityId, skuId });
    expect(wrong.status).toBe(401);
    // An operator's session is not an app session.
    expect((await take(tokens.admin, { activityId, skuId })).status).toBe(401);
    const user = await appUser();
    await server.database.query("UPDATE app_users SET status = 0 WHERE id = $1", [user.id]);
    const disabled = await take(user.token, { activityId, skuId });
    expect(disabled.status).toBe(401);
    expect(disabled.json?.code).toBe(4001);
    expect(await takeRows(activityId)).toBe(0);
  });
});
