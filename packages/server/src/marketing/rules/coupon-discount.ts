/**
 * What a coupon takes off an order, in integer cents. Pure arithmetic on integers: no floating
 * point touches money (a percentage is held in basis points, 1% = 100).
 *
 * - 满减 (threshold): `amountCents` off when the order reaches `thresholdCents`.
 * - 折扣 (percent): `percentBp` of the order off, rounded down to the cent, at most `capCents`
 *   when a cap is set (> 0); `thresholdCents` applies too when set.
 * - 无门槛 (no threshold): `amountCents` off any order.
 * Never below 0, never more than the order itself.
 */
export const COUPON_KIND = { threshold: 1, percent: 2, noThreshold: 3 } as const;
export type CouponKind = (typeof COUPON_KIND)[keyof typeof COUPON_KIND];

export interface CouponTerms {
  kind: CouponKind;
  amountCents: number;
  thresholdCents: number;
  /** Percent off in basis points: 1500 is 15% off (8.5折). */
  percentBp: number;
  /** 0: no cap. */
  capCents: number;
}

export function couponDiscount(terms: CouponTerms, orderCents: number): number {
  if (!Number.isSafeInteger(orderCents) || orderCents <= 0) return 0;
  let off = 0;
  switch (terms.kind) {
    case COUPON_KIND.threshold:
      off = orderCents >= terms.thresholdCents ? terms.amountCents : 0;
      break;
    case COUPON_KIND.noThreshold:
      off = terms.amountCents;
      break;
    case COUPON_KIND.percent: {
      if (orderCents < terms.thresholdCents) break;
      // BigInt keeps order × rate exact even for orders beyond 2^53 / 10000 cents.
      off = Number((BigInt(orderCents) * BigInt(terms.percentBp)) / 10_000n);
      if (terms.capCents > 0) off = Math.min(off, terms.capCents);
      break;
    }
  }
  return Math.min(Math.max(0, off), orderCents);
}
