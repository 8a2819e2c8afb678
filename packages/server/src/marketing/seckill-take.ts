import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { isUniqueViolation } from "../modules/framework/permission.js";
import { unitsHeld } from "../orders/activity-facts.js";
import { ORDER_LOCKS } from "../orders/locks.js";
import { phaseOf } from "./activity-fields.js";
import { PHASE, type Phase } from "./rules/phase.js";
import { seckillActivities, seckillSkus, seckillTakes } from "./schema.js";

/** `pending`: running by the clock but its stock not yet taken from the goods (the sweep has not run). */
export type TakeRefusal =
  | "notFound"
  | "unknownSku"
  | "notRunning"
  | "soldOut"
  | "limit"
  | "pending";

export type TakeResult =
  | {
      ok: true;
      takeId: number;
      activityId: number;
      skuId: number;
      quantity: number;
      priceCents: number;
      amountCents: number;
      /** Seckill stock of this SKU left after the take. */
      left: number;
      /** How many of this activity the user holds now, this take included, and the most allowed. */
      held: number;
      perUserLimit: number;
    }
  | { ok: false; reason: TakeRefusal; phase?: Phase; limit?: number; held?: number; left?: number };

export interface TakeRequest {
  activityId: number;
  skuId: number;
  quantity: number;
  appUserId: number;
}

class Refused extends Error {
  constructor(readonly refusal: Extract<TakeResult, { ok: false }>) {
    super(refusal.reason);
  }
}

/**
 * An app user takes `quantity` units of one SKU of a seckill, in one transaction:
 * 1. the shopper's lock (`ORDER_LOCKS.shopper`, the one their cart and checkout take first) queues
 *    this take with the shopper's other takes and checkouts, so the units they already hold of the
 *    activity, counted by `unitsHeld` (taken and in orders not closed), are current and one
 *    per-user limit holds across both ways of buying;
 * 2. the activity's row is read FOR SHARE: takes run side by side, while closing it and the sweep's
 *    give-back (both UPDATE that row) wait for the takes in flight and then see what they sold, so a
 *    unit is never both sold and given back; the activity must be running by `now` with its stock
 *    out of the goods (stock_state 1);
 * 3. one conditional UPDATE adds to `sold` only while `taken - sold` covers the quantity: the
 *    seckill stock never goes below zero, however many users take the last units at once;
 * 4. the take is stored with its number among the user's takes (`seq`, unique: a second guard).
 */
export async function takeSeckill(db: Db, request: TakeRequest, now: Date): Promise<TakeResult> {
  const { activityId, skuId, quantity, appUserId } = request;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${ORDER_LOCKS.shopper}, ${appUserId}::integer)`,
      );
      const [activity] = await tx
        .select()
        .from(seckillActivities)
        .where(eq(seckillActivities.id, activityId))
        .for("share");
      if (!activity) throw new Refused({ ok: false, reason: "notFound" });
      const phase = phaseOf(activity, now);
      if (phase !== PHASE.running) throw new Refused({ ok: false, reason: "notRunning", phase });
      if (activity.stockState === 0) throw new Refused({ ok: false, reason: "pending" });
      if (activity.stockState !== 1)
        throw new Refused({ ok: false, reason: "notRunning", phase: PHASE.ended });
      const [line] = await tx
        .select()
        .from(seckillSkus)
        .where(and(eq(seckillSkus.activityId, activityId), eq(seckillSkus.skuId, skuId)));
      if (!line) throw new Refused({ ok: false, reason: "unknownSku" });
      const limit = activity.perUserLimit;
      const [mine] = await tx
        .select({ takes: count() })
        .from(seckillTakes)
        .where(and(eq(seckillTakes.activityId, activityId), eq(seckillTakes.appUserId, appUserId)));
      const held = await unitsHeld(tx, appUserId, "seckill", activityId);
      if (held + quantity > limit) throw new Refused({ ok: false, reason: "limit", limit, held });

      const [sold] = await tx
        .update(seckillSkus)
        .set({ sold: sql`${seckillSkus.sold} + ${quantity}` })
        .where(
          and(
            eq(seckillSkus.id, line.id),
            sql`${seckillSkus.taken} - ${seckillSkus.sold} >= ${quantity}`,
          ),
        )
        .returning({ taken: seckillSkus.taken, sold: seckillSkus.sold });
      if (!sold) {
        const [rest] = await tx
          .select({ left: sql<number>`${seckillSkus.taken} - ${seckillSkus.sold}` })
          .from(seckillSkus)
          .where(eq(seckillSkus.id, line.id));
        throw new Refused({ ok: false, reason: "soldOut", left: Math.max(0, Number(rest?.left)) });
      }

      const [take] = await tx
        .insert(seckillTakes)
        .values({
          activityId,
          skuId,
          appUserId,
          seq: Number(mine?.takes ?? 0) + 1,
          quantity,
          priceCents: line.seckillPriceCents,
          takenAt: now,
        })
        .returning({ id: seckillTakes.id });
      return {
        ok: true as const,
        takeId: take!.id,
        activityId,
        skuId,
        quantity,
        priceCents: line.seckillPriceCents,
        amountCents: line.seckillPriceCents * quantity,
        left: sold.taken - sold.sold,
        held: held + quantity,
        perUserLimit: limit,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    // Only if the lock were bypassed: the user's take numbers collided, so another take came first.
    if (isUniqueViolation(error)) return { ok: false, reason: "limit" };
    throw error;
  }
}
