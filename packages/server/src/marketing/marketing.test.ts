import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertAppUser } from "../app-users/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { claimCoupon } from "./claim.js";
import { PHASE } from "./rules/phase.js";
import { seckillActivities, seckillSkus } from "./schema.js";
import { SKU_LOCK } from "./sku-checks.js";
import { sweepMarketing } from "./sweep.js";
import { helpBargain, joinTeam, openTeam, startBargain, teamStatuses } from "./teams.js";
import { inMinutes, makeGoods, skuStock } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const post = (url: string, body: unknown, language = "zh-cn", token = tokens.admin) =>
  server.call("POST", url, { token, body, headers: { "accept-language": language } });

const coupon = (overrides: Record<string, unknown> = {}) => ({
  name: "满100减20",
  kind: 1,
  amountCents: 2000,
  thresholdCents: 10000,
  total: 10,
  perUserLimit: 1,
  validityType: 2,
  validDays: 7,
  scope: 1,
  startAt: inMinutes(server, 60),
  endAt: inMinutes(server, 120),
  ...overrides,
});

async function add(module: string, body: Record<string, unknown>, language = "zh-cn") {
  const answer = await post(`/api/${module}/add`, body, language);
  return answer.json!;
}

async function phaseIds(module: string, phase: number): Promise<number[]> {
  const answer = await post(`/api/${module}/index`, { phase, limit: 100 });
  expect(answer.json?.code).toBe(0);
  return (answer.json!.data.data as { id: number }[]).map((r) => r.id);
}

describe("status from the window, the closed flag and the server's clock", () => {
  it("moves a coupon from 未开始 to 进行中 to 已结束 as the clock passes its window", async () => {
    const { data } = await add("coupon", coupon());
    const id = data.id as number;
    expect(await phaseIds("coupon", PHASE.upcoming)).toEqual([id]);
    server.clock.advanceMinutes(60);
    expect(await phaseIds("coupon", PHASE.upcoming)).toEqual([]);
    expect(await phaseIds("coupon", PHASE.running)).toEqual([id]);
    server.clock.advanceMinutes(60);
    expect(await phaseIds("coupon", PHASE.running)).toEqual([]);
    expect(await phaseIds("coupon", PHASE.ended)).toEqual([id]);
  });

  it("closes a running activity early (已关闭), logs it, and refuses to close one that ended", async () => {
    const first = (await add("coupon", coupon())).data.id as number;
    const second = (await add("coupon", coupon({ name: "无门槛5元", kind: 3, amountCents: 500 })))
      .data.id as number;
    server.clock.advanceMinutes(61);
    const closed = await post("/api/coupon/close", { id: first });
    expect(closed.json).toMatchObject({ code: 0, data: { phase: PHASE.closed } });
    expect(await phaseIds("coupon", PHASE.closed)).toEqual([first]);
    expect(await phaseIds("coupon", PHASE.running)).toEqual([second]);
    // Closed stays closed after its window too.
    server.clock.advanceMinutes(60);
    expect(await phaseIds("coupon", PHASE.closed)).toEqual([first]);
    const late = await post("/api/coupon/close", { id: second });
    expect(late.json).toMatchObject({ code: 1, msg: "已结束的活动不能关闭" });
    const log = await post("/api/log/index", { module: "coupon", action: "status" });
    expect(log.json?.data.data[0].summary).toContain("进行中 → 已关闭");
  });

  it("lets an operator without the grants do nothing", async () => {
    const list = await post("/api/coupon/index", {}, "zh-cn", tokens.common);
    expect(list.status).toBe(403);
    const close = await post("/api/seckill/close", { id: 1 }, "zh-cn", tokens.common);
    expect(close.status).toBe(403);
  });
});

describe("a SKU in one price-changing activity at a time", () => {
  it("refuses an overlapping group or bargain on the same SKU, naming the other activity", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "蓝牙耳机", [19900, 29900], 20, [
      "红 / S",
      "红 / M",
    ]);
    const seckill = await add("seckill", {
      name: "双十一秒杀",
      startAt: inMinutes(server, 60),
      endAt: inMinutes(server, 180),
      perUserLimit: 1,
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 9900, seckillStock: 5 }]),
    });
    expect(seckill.code).toBe(0);
    const group = {
      name: "三人团",
      goodsId,
      skuId: skuIds[0],
      groupPriceCents: 15900,
      groupSize: 3,
      hoursOpen: 24,
      perUserLimit: 1,
      startAt: inMinutes(server, 120),
      endAt: inMinutes(server, 240),
    };
    const refused = await add("groupBuy", group);
    expect(refused.code).toBe(1);
    // Under the SKU it is about, named by its goods and spec values (not "SKU 19" under 拼团价).
    expect(refused.msg).toMatch(
      /^商品规格：蓝牙耳机（红 \/ S）已参加秒杀活动「双十一秒杀」（.+），时间重叠$/,
    );
    expect(refused.data.errors).toEqual([{ field: "skuId", message: refused.msg }]);
    const english = await add("groupBuy", group, "en");
    expect(english.msg).toMatch(
      /^SKU: 蓝牙耳机 \(红 \/ S\) is already in the seckill “双十一秒杀”/,
    );
    // Touching windows do not overlap; another SKU of the same goods is free.
    expect((await add("groupBuy", { ...group, startAt: inMinutes(server, 180) })).code).toBe(0);
    expect((await add("groupBuy", { ...group, skuId: skuIds[1], name: "另一规格" })).code).toBe(0);
    const bargain = await add("bargain", {
      name: "砍到底",
      goodsId,
      skuId: skuIds[0],
      startPriceCents: 19900,
      floorPriceCents: 9900,
      helpersNeeded: 5,
      hoursOpen: 24,
      startAt: inMinutes(server, 200),
      endAt: inMinutes(server, 300),
    });
    expect(bargain.msg).toMatch(/^商品规格：蓝牙耳机（红 \/ S）已参加拼团活动「三人团」/);
    expect(bargain.data.errors[0].field).toBe("skuId");
  });

  it("frees the SKU from the moment an activity is closed", async () => {
    const { skuIds } = await makeGoods(server, "充电宝", [9900]);
    const first = await add("seckill", {
      name: "早场",
      startAt: inMinutes(server, 0),
      endAt: inMinutes(server, 600),
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 4900, seckillStock: 2 }]),
    });
    server.clock.advanceMinutes(10);
    expect((await post("/api/seckill/close", { id: first.data.id })).json?.code).toBe(0);
    const second = await add("seckill", {
      name: "午场",
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 100),
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 4900, seckillStock: 2 }]),
    });
    expect(second.code).toBe(0);
  });
});

describe("saves of one SKU at the same moment", () => {
  it("lets exactly one of ten hold the SKU and refuses the others by name, in their language", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "降噪耳机", [19900, 29900]);
    const [a, b] = skuIds as [number, number];
    const window = { startAt: inMinutes(server, 60), endAt: inMinutes(server, 180) };
    const languages = ["zh-cn", "en", "zh-tw"];
    // Seckills hold both SKUs, listed in either order (the locks are taken in one order, so
    // no two saves wait for each other); groups and bargains hold one of them.
    const saves = Array.from({ length: 10 }, (_, i): [string, Record<string, unknown>] => {
      if (i % 3 === 0)
        return [
          "seckill",
          {
            name: `秒杀${i}`,
            ...window,
            skus: JSON.stringify(
              (i % 2 ? [b, a] : [a, b]).map((skuId) => ({
                skuId,
                seckillPriceCents: 9900,
                seckillStock: 1,
              })),
            ),
          },
        ];
      if (i % 3 === 1)
        return [
          "groupBuy",
          { name: `拼团${i}`, goodsId, skuId: a, groupPriceCents: 15900, ...window },
        ];
      return [
        "bargain",
        {
          name: `砍价${i}`,
          goodsId,
          skuId: a,
          startPriceCents: 19900,
          floorPriceCents: 9900,
          helpersNeeded: 3,
          hoursOpen: 24,
          ...window,
        },
      ];
    });
    const answers = await Promise.all(
      saves.map(([module, body], i) => post(`/api/${module}/add`, body, languages[i % 3])),
    );
    expect(answers.map((x) => x.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((x) => x.json?.code === 0)).toHaveLength(1);
    const refusals = [
      /^(秒杀商品|商品规格)：降噪耳机（规格[12]）已参加(秒杀|拼团|砍价)活动「.+」（.+），时间重叠$/,
      /^(Seckill SKUs|SKU): 降噪耳机 \(规格[12]\) is already in the (seckill|group buying activity|bargain activity) “.+” \(.+\) at an overlapping time$/,
      /^(秒殺商品|商品規格)：降噪耳机（规格[12]）已參加(秒殺|拼團|砍價)活動「.+」（.+），時間重疊$/,
    ];
    answers.forEach((x, i) => {
      if (x.json?.code !== 0) {
        expect(x.json?.code).toBe(1);
        expect(x.json?.msg).toMatch(refusals[i % 3]!);
      }
    });
    // The refused saves left nothing behind: one activity, and SKU lines only if it is a seckill.
    const [held] = await server.database.query<{ n: string; lines: string }>(
      `SELECT (SELECT count(*) FROM seckill_activities) + (SELECT count(*) FROM group_activities)
            + (SELECT count(*) FROM bargain_activities) AS n,
              (SELECT count(*) FROM seckill_skus) AS lines`,
    );
    expect(Number(held!.n)).toBe(1);
    const winner = saves[answers.findIndex((x) => x.json?.code === 0)]![0];
    expect(Number(held!.lines)).toBe(winner === "seckill" ? 2 : 0);
  });
});

describe("a save that another save overtakes", () => {
  it("is refused when the other one took the SKU after its check, not stored twice", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "智能手表", [59900]);
    const skuId = skuIds[0]!;
    const window = { startAt: inMinutes(server, 60), endAt: inMinutes(server, 120) };
    let answer: ReturnType<typeof post> | undefined;
    // The first save, as the framework runs it: its transaction holds the SKU's lock and its
    // rows are written but not committed while the second save is checked.
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SKU_LOCK}, ${skuId}::integer)`);
      const [first] = await tx
        .insert(seckillActivities)
        .values({
          name: "先到的秒杀",
          startAt: new Date(window.startAt),
          endAt: new Date(window.endAt),
        })
        .returning({ id: seckillActivities.id });
      await tx.insert(seckillSkus).values({
        activityId: first!.id,
        goodsId,
        skuId,
        seckillPriceCents: 39900,
        seckillStock: 1,
      });
      answer = post(
        "/api/groupBuy/add",
        { name: "后到的团", goodsId, skuId, groupPriceCents: 49900, ...window },
        "en",
      );
      // On PostgreSQL the second save passes its check (the first is not committed) and then
      // waits for the SKU's lock; PGlite has one connection, so it waits for this commit anyway.
      if (server.database.kind === "postgres")
        await expect
          .poll(async () => {
            const [row] = await server.database.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks
               WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2`,
              [SKU_LOCK, skuId],
            );
            return row?.n;
          })
          .toBe(1);
    });
    const refused = await answer!;
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^SKU: 智能手表 \(规格1\) is already in the seckill “先到的秒杀”/),
      data: { errors: [{ field: "skuId" }] },
    });
    const [groups] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM group_activities",
    );
    expect(groups?.n).toBe(0);
  });
});

describe("seckill stock", () => {
  it("is taken from the SKU when the activity starts and what was not sold given back when it ends", async () => {
    const { skuIds } = await makeGoods(server, "保温杯", [5900, 6900], 20);
    const { data } = await add("seckill", {
      name: "整点秒杀",
      startAt: inMinutes(server, 60),
      endAt: inMinutes(server, 120),
      perUserLimit: 2,
      skus: JSON.stringify([
        { skuId: skuIds[0], seckillPriceCents: 2900, seckillStock: 5 },
        { skuId: skuIds[1], seckillPriceCents: 3900, seckillStock: 8 },
      ]),
    });
    expect(await skuStock(server, skuIds[0]!)).toBe(20);
    server.clock.advanceMinutes(60);
    const report = await sweepMarketing(server.database.db, server.clock.now);
    expect(report.seckillStarted).toEqual([data.id]);
    expect(await skuStock(server, skuIds[0]!)).toBe(15);
    expect(await skuStock(server, skuIds[1]!)).toBe(12);
    // Idempotent: another sweep (the timer, a list call) takes nothing more.
    await sweepMarketing(server.database.db, server.clock.now);
    await post("/api/seckill/index", {});
    expect(await skuStock(server, skuIds[0]!)).toBe(15);
    const info = await server.call("GET", `/api/seckill/info?id=${data.id}`, {
      token: tokens.admin,
    });
    expect(info.json?.data).toMatchObject({ phase: PHASE.running, stockState: 1 });
    expect(info.json?.data.skus[0]).toMatchObject({ goodsName: "保温杯", taken: 5 });
    // Two sold during the activity; the other three come back at the end.
    await server.database.query("UPDATE seckill_skus SET sold = 2 WHERE sku_id = $1", [skuIds[0]]);
    server.clock.advanceMinutes(60);
    const end = await sweepMarketing(server.database.db, server.clock.now);
    expect(end.seckillEnded).toEqual([data.id]);
    expect(await skuStock(server, skuIds[0]!)).toBe(18);
    expect(await skuStock(server, skuIds[1]!)).toBe(20);
    await sweepMarketing(server.database.db, server.clock.now);
    expect(await skuStock(server, skuIds[1]!)).toBe(20);
  });

  it("gives the stock back at once when an operator closes it early", async () => {
    const { skuIds } = await makeGoods(server, "台灯", [12900], 10);
    const { data } = await add("seckill", {
      name: "限时",
      startAt: inMinutes(server, 0),
      endAt: inMinutes(server, 60),
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 9900, seckillStock: 4 }]),
    });
    expect(await skuStock(server, skuIds[0]!)).toBe(6);
    // Running with stock out: not deletable, closable.
    const del = await server.call("GET", `/api/seckill/del?id=${data.id}`, { token: tokens.admin });
    expect(del.json).toMatchObject({ code: 1, msg: "进行中的活动不能删除，请先关闭" });
    await post("/api/seckill/close", { id: data.id });
    expect(await skuStock(server, skuIds[0]!)).toBe(10);
  });

  it("refuses a seckill price not below the normal price and a stock the SKU does not have", async () => {
    const { skuIds } = await makeGoods(server, "键盘", [19900], 3, ["黑色 / 87键"]);
    const base = { name: "秒杀", startAt: inMinutes(server, 10), endAt: inMinutes(server, 70) };
    const price = await add("seckill", {
      ...base,
      skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 19900, seckillStock: 1 }]),
    });
    expect(price).toMatchObject({
      code: 1,
      msg: "秒杀商品：键盘（黑色 / 87键）的活动价必须低于原价 199.00 元",
    });
    expect(price.data.errors[0].field).toBe("skus");
    const stock = await add(
      "seckill",
      {
        ...base,
        skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 100, seckillStock: 4 }]),
      },
      "zh-tw",
    );
    expect(stock.msg).toBe("秒殺商品：键盘（黑色 / 87键）的秒殺庫存不能超過現有庫存 3");
    const missing = await add(
      "seckill",
      { ...base, skus: JSON.stringify([{ skuId: 999, seckillPriceCents: 1, seckillStock: 1 }]) },
      "en",
    );
    expect(missing.msg).toBe("Seckill SKUs: SKU 999 does not exist");
    const line = { skuId: skuIds[0], seckillPriceCents: 100, seckillStock: 1 };
    const twice = await add("seckill", { ...base, skus: JSON.stringify([line, line]) });
    expect(twice.msg).toBe("秒杀商品：键盘（黑色 / 87键）重复");
    const window = await add("seckill", { ...base, endAt: base.startAt, skus: "[]" });
    expect(window).toMatchObject({ code: 1, msg: "结束时间必须晚于开始时间" });
  });
});

describe("coupons", () => {
  it("issues exactly 10 of 10 coupons to 50 users claiming at once", async () => {
    const { data } = await add("coupon", coupon({ startAt: inMinutes(server, 0) }));
    server.clock.advanceMinutes(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        claimCoupon(server.database.db, data.id, 1000 + i, server.clock.now),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "soldOut")).toHaveLength(40);
    const [counts] = await server.database.query<{ n: string; left_count: number }>(
      "SELECT (SELECT count(*) FROM coupon_claims) AS n, left_count FROM coupons",
    );
    expect(Number(counts!.n)).toBe(10);
    expect(counts!.left_count).toBe(0);
  });

  it("never gives one user more than the per-user limit, even at once, through the claim call", async () => {
    const { data } = await add(
      "coupon",
      coupon({ startAt: inMinutes(server, 0), total: 100, perUserLimit: 3 }),
    );
    server.clock.advanceMinutes(1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post("/api/coupon/claim", { couponId: data.id, appUserId: 7 }),
      ),
    );
    expect(answers.filter((a) => a.json?.code === 0)).toHaveLength(3);
    expect(answers.find((a) => a.json?.code === 1)?.json?.msg).toBe("每人限领 3 张");
    const info = await server.call("GET", `/api/coupon/info?id=${data.id}`, {
      token: tokens.admin,
    });
    expect(info.json?.data.leftCount).toBe(97);
    // Valid for the 7 days after claiming.
    const valid = answers.find((a) => a.json?.code === 0)!.json!.data;
    expect(new Date(valid.validTo).getTime() - new Date(valid.validFrom).getTime()).toBe(
      7 * 86_400_000,
    );
  });

  it("refuses claims outside the claim window", async () => {
    const { data } = await add("coupon", coupon());
    const early = await claimCoupon(server.database.db, data.id, 1, server.clock.now);
    expect(early).toEqual({ ok: false, reason: "notOpen", limit: undefined });
  });

  it("names the field of each refused term, in three languages", async () => {
    const percent = await add("coupon", coupon({ kind: 2, percentOff: "100.5" }));
    expect(percent).toMatchObject({
      code: 1,
      msg: "折扣比例(%)必须是 0 到 100 之间、最多两位小数的数字",
    });
    const decimals = await add("coupon", coupon({ kind: 2, percentOff: "12.345" }), "en");
    expect(decimals.msg).toBe(
      "Percent off (%) must be a number from 0 to 100 with at most 2 decimals",
    );
    const threshold = await add("coupon", coupon({ thresholdCents: 0 }), "zh-tw");
    expect(threshold.msg).toBe("使用門檻必須大於 0");
    const validity = await add("coupon", coupon({ validityType: 1 }));
    expect(validity.msg).toBe("有效期结束：请填写开始和结束日期，且结束晚于开始");
    const scope = await add("coupon", coupon({ scope: 3 }));
    expect(scope.data.errors[0]).toMatchObject({ field: "scopeIds" });
    const ok = await add("coupon", coupon({ kind: 2, percentOff: "15", capCents: 1000 }));
    expect(ok.code).toBe(0);
    const info = await server.call("GET", `/api/coupon/info?id=${ok.data.id}`, {
      token: tokens.admin,
    });
    expect(info.json?.data).toMatchObject({ percentOff: "15.00", amountCents: 0, leftCount: 10 });
  });

  it("keeps the coupons left when more are issued, and refuses fewer than already claimed", async () => {
    const { data } = await add("coupon", coupon({ startAt: inMinutes(server, 0), total: 5 }));
    server.clock.advanceMinutes(1);
    for (const user of [1, 2, 3])
      await claimCoupon(server.database.db, data.id, user, server.clock.now);
    const fewer = await add("coupon", { id: data.id, total: 2 });
    expect(fewer.msg).toBe("发放总量不能少于已领取的 3 张");
    expect((await add("coupon", { id: data.id, total: 8 })).code).toBe(0);
    const info = await server.call("GET", `/api/coupon/info?id=${data.id}`, {
      token: tokens.admin,
    });
    expect(info.json?.data).toMatchObject({ total: 8, leftCount: 5 });
  });
});

describe("terms the shop would lose by, refused with the field's message (issue 36)", () => {
  const count = async (table: string) =>
    Number(
      (await server.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n,
    );

  it("refuses a 满减 coupon that takes off its whole threshold or more, in three languages", async () => {
    const over = await add("coupon", coupon({ amountCents: 2000, thresholdCents: 1000 }));
    expect(over).toMatchObject({
      code: 1,
      msg: "优惠金额必须低于使用门槛：满 10.00 元最多减 9.99 元",
      data: { errors: [{ field: "amountCents" }] },
    });
    const equal = await add("coupon", coupon({ amountCents: 1000, thresholdCents: 1000 }), "en");
    expect(equal.msg).toBe(
      "Amount off must be below the minimum order: at most ¥9.99 off an order of ¥10.00",
    );
    const tw = await add("coupon", coupon({ amountCents: 1000, thresholdCents: 1000 }), "zh-tw");
    expect(tw.msg).toBe("優惠金額必須低於使用門檻：滿 10.00 元最多減 9.99 元");
    expect(await count("coupons")).toBe(0);
    expect((await add("coupon", coupon({ amountCents: 999, thresholdCents: 1000 }))).code).toBe(0);
    // 无门槛 has no threshold to stay under.
    expect((await add("coupon", coupon({ kind: 3, amountCents: 5000 }))).code).toBe(0);
  });

  it("refuses a coupon or activity whose end is already past by the server's clock", async () => {
    const claimEnd = await add(
      "coupon",
      coupon({ startAt: inMinutes(server, -120), endAt: inMinutes(server, -60) }),
    );
    expect(claimEnd).toMatchObject({
      code: 1,
      msg: "领取结束时间已经过去，请选择晚于现在的时间",
      data: { errors: [{ field: "endAt" }] },
    });
    const validity = await add(
      "coupon",
      coupon({
        validityType: 1,
        validFrom: inMinutes(server, -600),
        validTo: inMinutes(server, -1),
      }),
      "en",
    );
    expect(validity).toMatchObject({
      code: 1,
      msg: "Valid until has already passed; choose a later time",
      data: { errors: [{ field: "validTo" }] },
    });
    const { skuIds } = await makeGoods(server, "闹钟", [5900]);
    const seckill = await add(
      "seckill",
      {
        name: "昨天的秒杀",
        startAt: inMinutes(server, -120),
        endAt: inMinutes(server, 0),
        skus: JSON.stringify([{ skuId: skuIds[0], seckillPriceCents: 100, seckillStock: 1 }]),
      },
      "zh-tw",
    );
    expect(seckill.msg).toBe("結束時間已經過去，請選擇晚於現在的時間");
    expect((await count("coupons")) + (await count("seckill_activities"))).toBe(0);
    // The server's clock decides, not the machine's: a minute ahead of it is accepted.
    const soon = await add(
      "coupon",
      coupon({ startAt: inMinutes(server, -5), endAt: inMinutes(server, 1) }),
    );
    expect(soon.code).toBe(0);
  });

  it("refuses commissions adding above 100%, naming the levels, and changes nothing", async () => {
    const before = await server.call("GET", "/api/distribution/settings", { token: tokens.admin });
    const settings = { enabled: true, levels: 2, level1Rate: "100", level2Rate: "30" };
    const refused = await post("/api/distribution/settings", settings);
    expect(refused.json).toMatchObject({
      code: 1,
      msg: "一级与二级佣金比例合计 130%，不能超过 100%",
      data: { errors: [{ field: "level2Rate" }] },
    });
    const english = await post("/api/distribution/settings", settings, "en");
    expect(english.json?.msg).toBe(
      "The level 1 and level 2 rates add up to 130%; together they cannot exceed 100%",
    );
    const after = await server.call("GET", "/api/distribution/settings", { token: tokens.admin });
    expect(after.json?.data).toEqual(before.json?.data);
    // One level pays only the first rate; exactly 100% together is allowed.
    expect((await post("/api/distribution/settings", { ...settings, levels: 1 })).json?.code).toBe(
      0,
    );
    const whole = { ...settings, level1Rate: "70", level2Rate: "30" };
    expect((await post("/api/distribution/settings", whole)).json?.code).toBe(0);
    const { goodsId } = await makeGoods(server, "咖啡豆", [9900]);
    const goods = await add(
      "distributionGoods",
      { goodsId, level1Rate: "80.5", level2Rate: "20" },
      "zh-tw",
    );
    expect(goods).toMatchObject({
      code: 1,
      msg: "一級與二級佣金比例合計 100.5%，不能超過 100%",
      data: { errors: [{ field: "level2Rate" }] },
    });
    expect(await count("distribution_goods")).toBe(0);
  });

  it("refuses a group of 1 with the size's message instead of making it 2", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "毛巾", [3000]);
    const one = await add("groupBuy", {
      name: "一人团",
      goodsId,
      skuId: skuIds[0],
      groupPriceCents: 2000,
      groupSize: 1,
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 70),
    });
    expect(one).toMatchObject({
      code: 1,
      msg: "成团人数必须在 2 到 100 之间",
      data: { errors: [{ field: "groupSize" }] },
    });
    expect(await count("group_activities")).toBe(0);
  });
});

describe("group buying and bargains", () => {
  it("marks a group that did not fill in its hours as failed", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "坚果礼盒", [8800]);
    const { data } = await add("groupBuy", {
      name: "两人团",
      goodsId,
      skuId: skuIds[0],
      groupPriceCents: 6600,
      groupSize: 2,
      hoursOpen: 2,
      startAt: inMinutes(server, 0),
      endAt: inMinutes(server, 24 * 60),
    });
    server.clock.advanceMinutes(1);
    const filled = await openTeam(server.database.db, data.id, 1, server.clock.now);
    const lonely = await openTeam(server.database.db, data.id, 2, server.clock.now);
    if (!filled.ok || !lonely.ok) throw new Error("teams not opened");
    expect(await joinTeam(server.database.db, filled.teamId, 3, server.clock.now)).toEqual({
      ok: true,
      filled: true,
    });
    server.clock.advanceMinutes(121);
    expect((await sweepMarketing(server.database.db, server.clock.now)).teamsFailed).toBe(1);
    const statuses = await teamStatuses(server.database.db, [filled.teamId, lonely.teamId]);
    expect([statuses.get(filled.teamId), statuses.get(lonely.teamId)]).toEqual([1, 2]);
    expect(await joinTeam(server.database.db, lonely.teamId, 4, server.clock.now)).toEqual({
      ok: false,
      reason: "closed",
    });
  });

  it("refuses a group size outside 2 to 100 and a floor at or above the starting price", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "雨伞", [5000]);
    const size = await add("groupBuy", {
      name: "大团",
      goodsId,
      skuId: skuIds[0],
      groupPriceCents: 4000,
      groupSize: 101,
      hoursOpen: 24,
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 70),
    });
    expect(size.msg).toBe("成团人数必须在 2 到 100 之间");
    const floor = await add("bargain", {
      name: "砍价",
      goodsId,
      skuId: skuIds[0],
      startPriceCents: 4000,
      floorPriceCents: 4000,
      helpersNeeded: 3,
      hoursOpen: 24,
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 70),
    });
    expect(floor.msg).toBe("底价必须低于起始价");
  });

  it("lands a bargain exactly on its floor on the last help, each help once per friend", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "电饭煲", [39900]);
    const { data } = await add("bargain", {
      name: "好友助力",
      goodsId,
      skuId: skuIds[0],
      startPriceCents: 39900,
      floorPriceCents: 19900,
      helpersNeeded: 7,
      hoursOpen: 24,
      startAt: inMinutes(server, 0),
      endAt: inMinutes(server, 24 * 60),
    });
    server.clock.advanceMinutes(1);
    const started = await startBargain(server.database.db, data.id, 1, server.clock.now);
    if (!started.ok) throw new Error("bargain not started");
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const again = await helpBargain(
      server.database.db,
      started.recordId,
      100,
      server.clock.now,
      random,
    );
    expect(again.ok).toBe(true);
    expect(
      await helpBargain(server.database.db, started.recordId, 100, server.clock.now, random),
    ).toEqual({ ok: false, reason: "already" });
    const helps = await Promise.all(
      [101, 102, 103, 104, 105, 106].map((friend) =>
        helpBargain(server.database.db, started.recordId, friend, server.clock.now, random),
      ),
    );
    const last = helps.find((h) => h.ok && h.finished);
    expect(last).toMatchObject({ priceCents: 19900 });
    expect(helps.filter((h) => h.ok && h.finished)).toHaveLength(1);
    for (const h of [again, ...helps]) if (h.ok) expect(h.cutCents).toBeGreaterThanOrEqual(1);
    const [record] = await server.database.query<{ price_cents: number; status: number }>(
      "SELECT price_cents, status FROM bargain_records WHERE id = $1",
      [started.recordId],
    );
    expect(record).toEqual({ price_cents: 19900, status: 1 });
    expect(
      (await helpBargain(server.database.db, started.recordId, 200, server.clock.now, random)).ok,
    ).toBe(false);
  });
});

describe("distribution", () => {
  it("saves one or two levels with rates of at most 100 percent and 2 decimals", async () => {
    const refused = await post("/api/distribution/settings", {
      enabled: true,
      levels: 2,
      level1Rate: "12.5",
      level2Rate: "100.01",
    });
    expect(refused.json).toMatchObject({
      code: 1,
      msg: "二级佣金比例(%)必须是 0 到 100 之间、最多两位小数的数字",
    });
    const saved = await post("/api/distribution/settings", {
      enabled: true,
      levels: 2,
      level1Rate: "12.5",
      level2Rate: "3",
    });
    expect(saved.json?.code).toBe(0);
    const read = await server.call("GET", "/api/distribution/settings", { token: tokens.admin });
    expect(read.json?.data).toEqual({
      enabled: true,
      levels: 2,
      level1Rate: "12.50",
      level2Rate: "3.00",
    });
    const { goodsId } = await makeGoods(server, "茶叶", [9900]);
    const override = await add("distributionGoods", {
      goodsId,
      level1Rate: "20",
      level2Rate: "5.5",
    });
    expect(override.code).toBe(0);
    const rows = await post("/api/distributionGoods/index", {});
    expect(rows.json?.data.data[0]).toMatchObject({ goodsName: "茶叶", level1Rate: "20.00" });
    const bad = await add("distributionGoods", { goodsId: goodsId + 1, level1Rate: "1.234" }, "en");
    expect(bad.msg).toBe("Level 1 rate (%) must be a number from 0 to 100 with at most 2 decimals");
  });
});

describe("distributors are the app users marked as such", () => {
  it("lists who the app users screen marks, and on/off here is that same mark", async () => {
    const ann = await insertAppUser(server, {
      phone: "13900000001",
      nickname: "安",
      isDistributor: true,
    });
    const bo = await insertAppUser(server, { phone: "13900000002", nickname: "博" });
    const listed = async () =>
      (await post("/api/distributor/index", {})).json!.data.data as Record<string, unknown>[];
    expect(await listed()).toEqual([
      expect.objectContaining({ appUserId: ann, nickname: "安", phone: "13900000001", status: 1 }),
    ]);
    // Made a distributor on the app users screen: in the distribution list at once.
    expect((await post("/api/appUser/add", { id: bo, isDistributor: true })).json?.code).toBe(0);
    await server.database.query(
      "UPDATE distributors SET earnings_cents = 12345, orders = 3 WHERE app_user_id = $1",
      [ann],
    );
    const both = await listed();
    expect(both.map((r) => r.appUserId).sort()).toEqual([ann, bo].sort());
    const annRow = both.find((r) => r.appUserId === ann)!;
    expect(annRow).toMatchObject({ earningsCents: 12345, orders: 3 });
    // Switched off here: no longer a distributor on the app users screen; the earnings stay.
    const off = await post("/api/distributor/status", { id: annRow.id, status: 0 });
    expect(off.json?.code).toBe(0);
    const info = await server.call("GET", `/api/appUser/info?id=${ann}`, { token: tokens.admin });
    expect(info.json?.data.isDistributor).toBe(false);
    const after = (await listed()).find((r) => r.appUserId === ann);
    expect(after).toMatchObject({ status: 0, earningsCents: 12345 });
    const distributorsOnly = await post("/api/appUser/index", { isDistributor: true });
    expect(distributorsOnly.json?.data.data.map((r: { id: number }) => r.id)).toEqual([bo]);
  });
});

describe("odd requests to the marketing calls", () => {
  it("answers code 1 naming the problem, never a server error", async () => {
    for (const body of [{}, { id: "x" }, { id: [1, 2] }, { id: 99 }]) {
      const answer = await post("/api/coupon/close", body);
      expect(answer.status).toBe(200);
      expect(answer.json?.code).toBe(1);
    }
    for (const body of [{}, { couponId: "a", appUserId: 1 }, { couponId: 1, appUserId: -3 }]) {
      const answer = await post("/api/coupon/claim", body);
      expect(answer.status).toBe(200);
      expect(answer.json?.code).toBe(1);
    }
    const missing = await post("/api/coupon/claim", { couponId: 999, appUserId: 1 }, "en");
    expect(missing.json?.msg).toBe("The coupon does not exist");
    const settings = await post("/api/distribution/settings", { enabled: "maybe", levels: 3 });
    expect(settings.json?.code).toBe(1);
    expect(settings.json?.data.errors.map((e: { field: string }) => e.field)).toEqual([
      "enabled",
      "levels",
      "level1Rate",
    ]);
    const skus = await add("seckill", {
      name: "坏数据",
      startAt: inMinutes(server, 10),
      endAt: inMinutes(server, 70),
      skus: '[{"skuId": "x"}]',
    });
    expect(skus.msg).toBe("秒杀商品格式不正确，每项需要 SKU、秒杀价和秒杀库存");
  });

  it("refuses to change an activity once it has started", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "水杯", [3000]);
    const { data } = await add("groupBuy", {
      name: "已开始的团",
      goodsId,
      skuId: skuIds[0],
      groupPriceCents: 2000,
      startAt: inMinutes(server, 0),
      endAt: inMinutes(server, 60),
    });
    server.clock.advanceMinutes(1);
    const edit = await add("groupBuy", { id: data.id, groupPriceCents: 1000 });
    expect(edit).toMatchObject({ code: 1, msg: "进行中的活动不能修改" });
  });
});
