import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { formatCents } from "../goods/money.js";
import type { Locale } from "../i18n/messages.js";
import {
  bargainActivities,
  groupActivities,
  seckillActivities,
  seckillSkus,
} from "../marketing/schema.js";
import { runningActivities } from "./activity-price.js";
import { activityLabel } from "./deal-markup.js";
import { storefrontTranslator } from "./messages.js";

/** What a published page's product card shows of the activity running on its product. */
export interface CardActivity {
  /** 秒杀 / 拼团 / 砍价 in the page's language. */
  label: string;
  /** The cheapest activity price, "19.90" as the card's price is written. */
  price: string;
}

/**
 * The cheapest activity running at `now` on each of `goodsIds`, as its card shows it (the same
 * one the product page heads with, activity-price.ts).
 */
export async function cardActivities(
  db: Db,
  goodsIds: readonly number[],
  now: Date,
  locale: Locale,
): Promise<Map<number, CardActivity>> {
  const t = storefrontTranslator(locale);
  const found = new Map<number, CardActivity>();
  for (const [goodsId, list] of await runningActivities(db, goodsIds, now)) {
    const best = list[0];
    if (best)
      found.set(goodsId, {
        label: activityLabel(best.kind, t),
        price: formatCents(best.minPriceCents),
      });
  }
  return found;
}

/**
 * The next instant after `now` at which what the cards of `goodsIds` show of activities changes:
 * the soonest start or end of an activity not closed and not yet over. An activity starting writes
 * nothing anywhere, so a rendering that shows these cards must expire by then on its own.
 */
export async function nextActivityBoundary(
  db: Db,
  goodsIds: readonly number[],
  now: Date,
): Promise<Date | undefined> {
  if (goodsIds.length === 0) return undefined;
  const ids = [...new Set(goodsIds)];
  const times = (table: typeof groupActivities | typeof bargainActivities) =>
    db
      .select({ startAt: table.startAt, endAt: table.endAt })
      .from(table)
      .where(and(inArray(table.goodsId, ids), isNull(table.closedAt), gt(table.endAt, now)));
  const [seckill, group, bargain] = await Promise.all([
    db
      .selectDistinct({ startAt: seckillActivities.startAt, endAt: seckillActivities.endAt })
      .from(seckillSkus)
      .innerJoin(seckillActivities, eq(seckillActivities.id, seckillSkus.activityId))
      .where(
        and(
          inArray(seckillSkus.goodsId, ids),
          isNull(seckillActivities.closedAt),
          gt(seckillActivities.endAt, now),
        ),
      ),
    times(groupActivities),
    times(bargainActivities),
  ]);
  let soonest: number | undefined;
  for (const { startAt, endAt } of [...seckill, ...group, ...bargain]) {
    const next = startAt.getTime() > now.getTime() ? startAt.getTime() : endAt.getTime();
    if (soonest === undefined || next < soonest) soonest = next;
  }
  return soonest === undefined ? undefined : new Date(soonest);
}
