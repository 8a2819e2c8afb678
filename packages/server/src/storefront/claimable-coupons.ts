import { parsePercentBp, WHOLE_BP } from "@vitrine/contract";
import { and, asc, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { COUPON_KIND } from "../marketing/rules/coupon-discount.js";
import { coupons } from "../marketing/schema.js";

/** A coupon a shopper could claim now for this product; what it takes off, in cents. */
export interface ClaimableCoupon {
  id: number;
  name: string;
  kind: number;
  amountCents: number;
  thresholdCents: number;
  /** Percent off in basis points (1500: 15% off, 8.5折); 0 for the amount kinds. */
  percentBp: number;
  capCents: number;
  /** When its claim window closes. */
  endAt: Date;
}

/** At most this many on a product page: the best few, not the shop's whole drawer. */
const MAX_SHOWN = 5;

/**
 * The coupons open for claiming at `now` (claim window running, not closed, some left) that apply
 * to the product: to all goods, to the product by id, or to one of its category levels. Read-only:
 * claiming is the orders issue's (marketing/claim.ts holds the rule it will call).
 */
export async function claimableCoupons(
  db: Db,
  product: { id: number; categoryIds: readonly number[] },
  now: Date,
): Promise<ClaimableCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        isNull(coupons.closedAt),
        lte(coupons.startAt, now),
        gt(coupons.endAt, now),
        gt(coupons.leftCount, 0),
      ),
    )
    .orderBy(asc(coupons.endAt), asc(coupons.id));
  const categories = product.categoryIds.filter((id) => id > 0);
  return rows
    .filter(
      (row) =>
        row.scope === 1 ||
        (row.scope === 3 && row.scopeIds.includes(product.id)) ||
        (row.scope === 2 && row.scopeIds.some((id) => categories.includes(id))),
    )
    .slice(0, MAX_SHOWN)
    .map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      amountCents: row.amountCents,
      thresholdCents: row.thresholdCents,
      percentBp: row.kind === COUPON_KIND.percent ? (parsePercentBp(row.percentOff) ?? 0) : 0,
      capCents: row.capCents,
      endAt: row.endAt,
    }));
}

/** 1500 bp off → "8.5" (折, what is paid in tenths). */
export const zheOf = (percentBp: number) =>
  String((WHOLE_BP - percentBp) / 1000).replace(/\.0+$/, "");
