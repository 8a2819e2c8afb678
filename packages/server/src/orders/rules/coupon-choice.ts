import {
  type CheckoutPricingInput,
  type HeldCoupon,
  priceCheckout,
  type RuleMessage,
} from "./price-checkout.js";

export interface CouponChoice {
  claimId: number;
  /** What the order would cost with this coupon (activities weighed as priceCheckout does). */
  totalCents: number;
  /** The coupon's saving, 0 when it does not apply. */
  couponCents: number;
  /** Why it does not apply; undefined for a usable coupon. */
  reason?: RuleMessage;
}

/**
 * The shopper's coupons for the checkout page's picker: each priced on the same order, usable
 * ones first from the cheapest order, then the rest with their reasons (in the order given).
 * The first usable one is the one to preselect. An order that cannot be priced at all (not
 * delivered, an activity ended) answers an empty list: its refusal is priceCheckout's to say.
 */
export function chooseCoupons(
  input: Omit<CheckoutPricingInput, "coupon">,
  coupons: HeldCoupon[],
): CouponChoice[] {
  const choices: CouponChoice[] = [];
  for (const coupon of coupons) {
    const priced = priceCheckout({ ...input, coupon });
    if (!priced.ok) return [];
    const outcome = priced.coupon;
    choices.push(
      outcome.status === "applied"
        ? { claimId: coupon.claimId, totalCents: priced.totalCents, couponCents: outcome.cents }
        : {
            claimId: coupon.claimId,
            totalCents: priced.totalCents,
            couponCents: 0,
            ...(outcome.status === "notApplicable" ? { reason: outcome.reason } : {}),
          },
    );
  }
  const usable = choices.filter((c) => c.couponCents > 0);
  usable.sort((a, b) => a.totalCents - b.totalCents);
  return [...usable, ...choices.filter((c) => c.couponCents === 0)];
}
