import { and, eq, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { giveBackStock, takeStock } from "../goods/stock.js";
import { failExpiredTeams } from "../orders/group-team.js";
import {
  bargainActivities,
  bargainRecords,
  coupons,
  groupActivities,
  seckillActivities,
  seckillSkus,
} from "./schema.js";

type ActivityTable =
  | typeof coupons
  | typeof seckillActivities
  | typeof groupActivities
  | typeof bargainActivities;

const ACTIVITY_TABLES: ActivityTable[] = [
  coupons,
  seckillActivities,
  groupActivities,
  bargainActivities,
];

const stamp = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/** rules/phase.ts's phaseAt in SQL, for the stored `phase` column the status tabs filter on. */
export function phaseSql(table: ActivityTable, now: Date): SQL {
  const at = stamp(now);
  return sql`(CASE WHEN ${table.closedAt} IS NOT NULL THEN 3 WHEN ${at} < ${table.startAt} THEN 0 WHEN ${at} < ${table.endAt} THEN 1 ELSE 2 END)::smallint`;
}

export interface SweepReport {
  phasesChanged: number;
  seckillStarted: number[];
  seckillEnded: number[];
  teamsFailed: number;
  bargainsExpired: number;
}

/**
 * Brings marketing in line with the clock `now`; idempotent, so the timer, a list call and a test
 * may all run it, in several processes at once:
 * - each activity's stored phase (未开始 / 进行中 / 已结束 / 已关闭);
 * - a seckill that has started takes its seckill stock from each SKU (goods/stock.ts takeStock;
 *   a SKU without enough stock gets none, recorded as taken 0), once: the first transaction that
 *   moves stock_state 0 → 1 does it, any other finds nothing to move;
 * - a seckill that ended or was closed gives back what it took and did not sell (stock_state 1 → 2);
 * - groups not filled by their deadline are marked failed and their orders refund-due
 *   (orders/group-team.ts), bargains past theirs expired.
 */
export async function sweepMarketing(db: Db, now: Date): Promise<SweepReport> {
  let phasesChanged = 0;
  for (const table of ACTIVITY_TABLES) {
    const changed = await db
      .update(table)
      .set({ phase: phaseSql(table, now) })
      .where(sql`${table.phase} <> ${phaseSql(table, now)}`)
      .returning({ id: table.id });
    phasesChanged += changed.length;
  }

  const at = stamp(now);
  const starting = await db
    .select({ id: seckillActivities.id })
    .from(seckillActivities)
    .where(
      and(
        eq(seckillActivities.stockState, 0),
        sql`${seckillActivities.closedAt} IS NULL`,
        sql`${seckillActivities.startAt} <= ${at}`,
        sql`${seckillActivities.endAt} > ${at}`,
      ),
    );
  const seckillStarted: number[] = [];
  for (const { id } of starting) {
    const moved = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(seckillActivities)
        .set({ stockState: 1 })
        .where(and(eq(seckillActivities.id, id), eq(seckillActivities.stockState, 0)))
        .returning({ id: seckillActivities.id });
      if (!claimed) return false;
      const skus = await tx.select().from(seckillSkus).where(eq(seckillSkus.activityId, id));
      for (const sku of skus) {
        const ok = await takeStock(tx, sku.skuId, sku.seckillStock);
        await tx
          .update(seckillSkus)
          .set({ taken: ok ? sku.seckillStock : 0 })
          .where(eq(seckillSkus.id, sku.id));
      }
      return true;
    });
    if (moved) seckillStarted.push(id);
  }

  const ending = await db
    .select({ id: seckillActivities.id })
    .from(seckillActivities)
    .where(
      and(
        eq(seckillActivities.stockState, 1),
        or(isNotNull(seckillActivities.closedAt), lte(seckillActivities.endAt, now)),
      ),
    );
  const seckillEnded: number[] = [];
  for (const { id } of ending) {
    const moved = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(seckillActivities)
        .set({ stockState: 2 })
        .where(and(eq(seckillActivities.id, id), eq(seckillActivities.stockState, 1)))
        .returning({ id: seckillActivities.id });
      if (!claimed) return false;
      const skus = await tx.select().from(seckillSkus).where(eq(seckillSkus.activityId, id));
      for (const sku of skus) {
        const unsold = sku.taken - sku.sold;
        if (unsold > 0) await giveBackStock(tx, sku.skuId, unsold);
      }
      return true;
    });
    if (moved) seckillEnded.push(id);
  }

  // Their paid orders become refund-due with them; the orders' timer refunds those.
  const teamsFailed = await failExpiredTeams(db, now);
  const expired = await db
    .update(bargainRecords)
    .set({ status: 2 })
    .where(and(eq(bargainRecords.status, 0), lte(bargainRecords.expiresAt, now)))
    .returning({ id: bargainRecords.id });

  return {
    phasesChanged,
    seckillStarted,
    seckillEnded,
    teamsFailed,
    bargainsExpired: expired.length,
  };
}
