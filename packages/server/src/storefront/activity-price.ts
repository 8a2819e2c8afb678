import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/database.js";
import {
  bargainActivities,
  groupActivities,
  seckillActivities,
  seckillSkus,
} from "../marketing/schema.js";

export type ActivityKind = "seckill" | "group" | "bargain";

/** A marketing activity running now on a product, with the price it sells its SKUs at. */
export interface RunningActivity {
  kind: ActivityKind;
  activityId: number;
  endAt: Date;
  /** SKU id → activity price in cents: a seckill's SKUs, a group buy's or a bargain's one SKU. */
  skuPrices: Map<number, number>;
  /** The lowest of them. */
  minPriceCents: number;
}

/**
 * The activities running at `now` on each of `goodsIds`: a seckill (each of its SKUs of the product
 * at its seckill price), a group buy (its SKU at the group price) or a bargain (its SKU at the floor
 * a shopper can bargain it down to). Running is the marketing phase's rule (rules/phase.ts), read by
 * the clock passed in, not the stored phase: that one is written by the sweep, which runs only when
 * someone calls the marketing area, so it may lag the window by any time.
 */
export async function runningActivities(
  db: Db,
  goodsIds: readonly number[],
  now: Date,
): Promise<Map<number, RunningActivity[]>> {
  const found = new Map<number, RunningActivity[]>();
  if (goodsIds.length === 0) return found;
  const ids = [...new Set(goodsIds)];
  // startAt <= now < endAt and not closed: phaseAt's PHASE.running, in SQL.
  const running = (
    table: typeof seckillActivities | typeof groupActivities | typeof bargainActivities,
  ) => and(isNull(table.closedAt), lte(table.startAt, now), gt(table.endAt, now));
  const [seckill, group, bargain] = await Promise.all([
    db
      .select({
        activityId: seckillSkus.activityId,
        goodsId: seckillSkus.goodsId,
        skuId: seckillSkus.skuId,
        priceCents: seckillSkus.seckillPriceCents,
        endAt: seckillActivities.endAt,
      })
      .from(seckillSkus)
      .innerJoin(seckillActivities, eq(seckillActivities.id, seckillSkus.activityId))
      .where(and(inArray(seckillSkus.goodsId, ids), running(seckillActivities))),
    db
      .select({
        activityId: groupActivities.id,
        goodsId: groupActivities.goodsId,
        skuId: groupActivities.skuId,
        priceCents: groupActivities.groupPriceCents,
        endAt: groupActivities.endAt,
      })
      .from(groupActivities)
      .where(and(inArray(groupActivities.goodsId, ids), running(groupActivities))),
    db
      .select({
        activityId: bargainActivities.id,
        goodsId: bargainActivities.goodsId,
        skuId: bargainActivities.skuId,
        priceCents: bargainActivities.floorPriceCents,
        endAt: bargainActivities.endAt,
      })
      .from(bargainActivities)
      .where(and(inArray(bargainActivities.goodsId, ids), running(bargainActivities))),
  ]);
  const add = (kind: ActivityKind, rows: typeof seckill) => {
    for (const row of rows) {
      const list = found.get(row.goodsId) ?? [];
      let activity = list.find((a) => a.kind === kind && a.activityId === row.activityId);
      if (!activity) {
        activity = {
          kind,
          activityId: row.activityId,
          endAt: row.endAt,
          skuPrices: new Map(),
          minPriceCents: row.priceCents,
        };
        list.push(activity);
        found.set(row.goodsId, list);
      }
      activity.skuPrices.set(row.skuId, row.priceCents);
      activity.minPriceCents = Math.min(activity.minPriceCents, row.priceCents);
    }
  };
  add("seckill", seckill);
  add("group", group);
  add("bargain", bargain);
  // The cheapest first: it is the one a product card and the page's headline show.
  for (const list of found.values())
    list.sort((a, b) => a.minPriceCents - b.minPriceCents || a.endAt.getTime() - b.endAt.getTime());
  return found;
}

/** A card's activity: the cheapest running on the product (its price, label and end). */
export interface CardDeal {
  kind: ActivityKind;
  priceCents: number;
  endAt: Date;
}

/** The cards with the cheapest activity running on each (one query per kind for all of them). */
export async function withActivities<T extends { id: number }>(
  db: Db,
  items: readonly T[],
  now: Date,
): Promise<Array<T & { deal?: CardDeal }>> {
  const found = await runningActivities(
    db,
    items.map((item) => item.id),
    now,
  );
  return items.map((item) => {
    const best = found.get(item.id)?.[0];
    return best
      ? { ...item, deal: { kind: best.kind, priceCents: best.minPriceCents, endAt: best.endAt } }
      : item;
  });
}
