import { and, count, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { isUniqueViolation } from "../modules/framework/permission.js";
import { phaseOf } from "./activity-fields.js";
import { PHASE } from "./rules/phase.js";
import { couponClaims, coupons } from "./schema.js";

export type ClaimRefusal = "notFound" | "notOpen" | "soldOut" | "limit";

export type ClaimResult =
  | { ok: true; claimId: number; validFrom: Date; validTo: Date; left: number }
  | { ok: false; reason: ClaimRefusal; limit?: number };

class Refused extends Error {
  constructor(
    readonly reason: ClaimRefusal,
    readonly limit?: number,
  ) {
    super(reason);
  }
}

const DAY_MS = 86_400_000;

/**
 * An app user claims one coupon. Never issues more than the total nor more than the per-user limit,
 * however many claims run at once, in one transaction:
 * 1. one conditional UPDATE takes a coupon from `left_count` only while some are left and the
 *    claim window is open; it also locks the coupon's row, so claims of one coupon queue here;
 * 2. the user's claims of it are counted (the queue makes the count current) and a claim past the
 *    limit rolls the whole transaction back, the coupon taken in 1 included;
 * 3. the claim is stored with its number among the user's claims (`seq`), which a unique index
 *    guards as well.
 */
export async function claimCoupon(
  db: Db,
  couponId: number,
  appUserId: number,
  now: Date,
): Promise<ClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const [coupon] = await tx
        .update(coupons)
        .set({ leftCount: sql`${coupons.leftCount} - 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            gt(coupons.leftCount, 0),
            isNull(coupons.closedAt),
            lte(coupons.startAt, now),
            gt(coupons.endAt, now),
          ),
        )
        .returning();
      if (!coupon) {
        const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
        if (!row) throw new Refused("notFound");
        throw new Refused(phaseOf(row, now) === PHASE.running ? "soldOut" : "notOpen");
      }
      const [held] = await tx
        .select({ n: count() })
        .from(couponClaims)
        .where(and(eq(couponClaims.couponId, couponId), eq(couponClaims.appUserId, appUserId)));
      const seq = Number(held?.n ?? 0) + 1;
      if (seq > coupon.perUserLimit) throw new Refused("limit", coupon.perUserLimit);
      const validFrom = coupon.validityType === 1 ? coupon.validFrom! : now;
      const validTo =
        coupon.validityType === 1
          ? coupon.validTo!
          : new Date(now.getTime() + coupon.validDays * DAY_MS);
      const [claim] = await tx
        .insert(couponClaims)
        .values({ couponId, appUserId, seq, claimedAt: now, validFrom, validTo })
        .returning({ id: couponClaims.id });
      return { ok: true as const, claimId: claim!.id, validFrom, validTo, left: coupon.leftCount };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, limit: error.limit };
    if (isUniqueViolation(error)) return { ok: false, reason: "limit" };
    throw error;
  }
}
