import { describe, expect, it } from "vitest";
import { inMinutes, makeGoods } from "../marketing/testing.js";
import { useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { newShopper, shopperCall } from "./testing.js";

let server: TestServer;
useSignedInServer(
  (started) => (server = started),
  () => {},
);

/** A bargain on a new ¥99 SKU from ¥89 to ¥49 in `helpers` helps, running from a minute ago. */
async function runningBargain(helpers: number) {
  const { goodsId, skuIds } = await makeGoods(server, "砍价水杯", [9900], 10);
  const [activity] = await server.database.query<{ id: number }>(
    `INSERT INTO bargain_activities (name, goods_id, sku_id, start_price_cents, floor_price_cents,
                                     helpers_needed, hours_open, start_at, end_at)
     VALUES ('砍一刀', $1, $2, 8900, 4900, $3, 24, $4, $5) RETURNING id`,
    [goodsId, skuIds[0], helpers, inMinutes(server, -1), inMinutes(server, 600)],
  );
  return Number(activity!.id);
}

const count = async (sql: string, id: number) =>
  Number((await server.database.query<{ n: number }>(sql, [id]))[0]?.n);

describe("the shopper's bargain calls", () => {
  it("starts one bargain for two taps at once, and one cut for a friend's two taps", async () => {
    const activityId = await runningBargain(2);
    const owner = shopperCall(server, (await newShopper(server)).token);
    const taps = await Promise.all([
      owner("POST", "/api/app/bargains/start", { activityId }),
      owner("POST", "/api/app/bargains/start", { activityId }),
    ]);
    const ids = taps.map((t) => t.json?.data.recordId as number);
    expect(ids[0]).toBe(ids[1]);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM bargain_records WHERE activity_id = $1",
        activityId,
      ),
    ).toBe(1);

    const friend = shopperCall(server, (await newShopper(server)).token);
    const helps = await Promise.all([
      friend("POST", "/api/app/bargains/help", { id: ids[0] }),
      friend("POST", "/api/app/bargains/help", { id: ids[0] }),
    ]);
    expect(helps.map((h) => h.json?.code).sort()).toEqual([0, 1]);
    expect(helps.find((h) => h.json?.code === 1)?.json?.msg).toBe(
      "您已经帮TA砍过一刀了，每人只能砍一次",
    );
    expect(
      await count("SELECT count(*)::int AS n FROM bargain_helps WHERE record_id = $1", ids[0]!),
    ).toBe(1);

    // The last help lands on the floor; after it the bargain takes no more cuts.
    const last = shopperCall(server, (await newShopper(server)).token);
    expect((await last("POST", "/api/app/bargains/help", { id: ids[0] })).json).toMatchObject({
      code: 0,
      data: { priceCents: 4900, finished: true },
    });
    const late = shopperCall(server, (await newShopper(server)).token, "en");
    expect((await late("POST", "/api/app/bargains/help", { id: ids[0] })).json).toMatchObject({
      code: 1,
      msg: "This bargain has already reached its floor price",
    });
    const detail = await owner("GET", `/api/app/bargains/detail?id=${ids[0]}`);
    expect(detail.json?.data).toMatchObject({
      priceCents: 4900,
      floorPriceCents: 4900,
      state: "floor",
      viewer: "owner",
      canBuy: true,
      canHelp: false,
    });
  });

  it("refuses what is not a bargain or not running, in the caller's language, without 500", async () => {
    const shopper = shopperCall(server, (await newShopper(server)).token, "zh-tw");
    for (const body of [{}, { activityId: "x" }, { activityId: -1 }])
      expect((await shopper("POST", "/api/app/bargains/start", body)).json).toMatchObject({
        code: 1,
        msg: "請指定正確的砍價活動",
      });
    expect(
      (await shopper("POST", "/api/app/bargains/start", { activityId: 999999 })).json,
    ).toMatchObject({ code: 1, msg: "該砍價活動不在進行中" });
    expect((await shopper("POST", "/api/app/bargains/help", { id: 999999 })).json).toMatchObject({
      code: 1,
      msg: "該砍價不存在",
    });
    expect((await shopper("GET", "/api/app/bargains/detail?id=abc")).json).toMatchObject({
      code: 1,
      msg: "請指定正確的砍價",
    });
    expect((await server.call("POST", "/api/app/bargains/help", { body: { id: 1 } })).status).toBe(
      401,
    );
  });
});
