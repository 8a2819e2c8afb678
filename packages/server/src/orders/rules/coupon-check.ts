import { centsToYuan } from "@vitrine/contract";
import { COUPON_KIND, couponDiscount } from "../../marketing/rules/coupon-discount.js";
import { chinaTime } from "./china-time.js";
import type { HeldCoupon, RuleMessage } from "./price-checkout.js";

/** A line as the coupon sees it: what it is, what it costs as charged, whether at an activity price. */
export interface CouponLine {
  goodsId: number;
  categoryIds: number[];
  amountCents: number;
  atActivityPrice: boolean;
}

export type CouponCheck =
  | { applies: true; cents: number; eligible: number[] }
  | { applies: false; reason: RuleMessage };

const SCOPE_CATEGORIES = 2;
const SCOPE_GOODS = 3;

/** Whether the coupon's 适用范围 covers the goods, whatever its price. */
export function inCouponScope(
  coupon: Pick<HeldCoupon, "scope" | "scopeIds">,
  line: Pick<CouponLine, "goodsId" | "categoryIds">,
): boolean {
  if (coupon.scope === SCOPE_GOODS) return coupon.scopeIds.includes(line.goodsId);
  if (coupon.scope === SCOPE_CATEGORIES)
    return line.categoryIds.some((id) => coupon.scopeIds.includes(id));
  return true;
}

const refuse = (key: RuleMessage["key"], params: RuleMessage["params"] = {}): CouponCheck => ({
  applies: false,
  reason: { key, params },
});

/**
 * What a held coupon takes off these lines at `now`, or why it takes nothing, checked in the
 * order a shopper would ask: used, not yet valid, expired, nothing it covers, covered goods all at
 * an activity price (activities and coupons do not stack), under the threshold, nothing saved.
 * The threshold is measured on the covered lines only, as 满减 coupons scoped to goods are.
 */
export function checkCoupon(coupon: HeldCoupon, lines: CouponLine[], now: Date): CouponCheck {
  if (coupon.usedAt) return refuse("coupon.used");
  const t = now.getTime();
  if (t < coupon.validFrom.getTime())
    return refuse("coupon.notYet", { from: chinaTime(coupon.validFrom) });
  if (t >= coupon.validTo.getTime())
    return refuse("coupon.expired", { to: chinaTime(coupon.validTo) });
  const covered = lines.flatMap((line, i) => (inCouponScope(coupon, line) ? [i] : []));
  if (covered.length === 0) return refuse("coupon.outOfScope");
  const eligible = covered.filter((i) => !lines[i]!.atActivityPrice);
  if (eligible.length === 0) return refuse("coupon.activityLines");
  const amount = eligible.reduce((sum, i) => sum + lines[i]!.amountCents, 0);
  const { kind, thresholdCents } = coupon.terms;
  const hasThreshold =
    kind === COUPON_KIND.threshold || (kind === COUPON_KIND.percent && thresholdCents > 0);
  if (hasThreshold && amount < thresholdCents)
    return refuse("coupon.threshold", {
      threshold: centsToYuan(thresholdCents),
      short: centsToYuan(thresholdCents - amount),
    });
  const cents = couponDiscount(coupon.terms, amount);
  if (cents <= 0) return refuse("coupon.noSaving");
  return { applies: true, cents, eligible };
}
