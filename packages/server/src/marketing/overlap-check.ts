import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import { windowsOverlap } from "./rules/overlap.js";
import type { ActivityWindow } from "./rules/phase.js";
import { bargainActivities, groupActivities, seckillActivities, seckillSkus } from "./schema.js";

/** The price-changing kinds: a SKU is in at most one of them at any time. */
export type PriceKind = "seckill" | "group" | "bargain";

export interface Conflict extends ActivityWindow {
  kind: PriceKind;
  id: number;
  name: string;
  skuId: number;
}

/**
 * The first activity of a price-changing kind that holds one of `skuIds` at a time overlapping
 * `window`, the activity being saved (`self`) excepted. Closed activities hold their SKUs only
 * until they were closed (rules/overlap.ts).
 */
export async function findOverlap(
  db: Db,
  skuIds: number[],
  window: ActivityWindow,
  self?: { kind: PriceKind; id: number },
): Promise<Conflict | undefined> {
  if (skuIds.length === 0) return undefined;
  const not = (kind: PriceKind, column: AnyPgColumn): SQL | undefined =>
    self?.kind === kind ? ne(column, self.id) : undefined;
  const times = (
    t: typeof seckillActivities | typeof groupActivities | typeof bargainActivities,
  ) => ({
    id: t.id,
    name: t.name,
    startAt: t.startAt,
    endAt: t.endAt,
    closedAt: t.closedAt,
  });
  const seckill = await db
    .select({ ...times(seckillActivities), skuId: seckillSkus.skuId })
    .from(seckillSkus)
    .innerJoin(seckillActivities, eq(seckillActivities.id, seckillSkus.activityId))
    .where(and(inArray(seckillSkus.skuId, skuIds), not("seckill", seckillActivities.id)));
  const group = await db
    .select({ ...times(groupActivities), skuId: groupActivities.skuId })
    .from(groupActivities)
    .where(and(inArray(groupActivities.skuId, skuIds), not("group", groupActivities.id)));
  const bargain = await db
    .select({ ...times(bargainActivities), skuId: bargainActivities.skuId })
    .from(bargainActivities)
    .where(and(inArray(bargainActivities.skuId, skuIds), not("bargain", bargainActivities.id)));
  const candidates: Conflict[] = [
    ...seckill.map((r) => ({ ...r, kind: "seckill" as const })),
    ...group.map((r) => ({ ...r, kind: "group" as const })),
    ...bargain.map((r) => ({ ...r, kind: "bargain" as const })),
  ];
  return candidates
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id)
    .find((other) => windowsOverlap(window, other));
}
