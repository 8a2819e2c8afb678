import type { CheckoutPricing, CheckoutPricingInput } from "./price-checkout.js";

/**
 * First step: goods and points only; freight, coupons and activity prices follow in their own
 * files (freight-fee.ts, coupon-check.ts, activity-price.ts).
 */
export function priceOrder(input: CheckoutPricingInput): CheckoutPricing {
  if (input.lines.length === 0)
    return { ok: false, code: "emptyOrder", message: { key: "order.empty", params: {} } };
  const lines = input.lines.map((line) => {
    const goodsCents = line.unitPriceCents * line.quantity;
    return {
      goodsId: line.goodsId,
      skuId: line.skuId,
      quantity: line.quantity,
      chargedUnitCents: line.unitPriceCents,
      goodsCents,
      couponCents: 0,
      payCents: goodsCents,
      activity: null,
      pointsEarned: line.pointsPerUnit * line.quantity,
    };
  });
  const goodsCents = lines.reduce((sum, l) => sum + l.goodsCents, 0);
  return {
    ok: true,
    goodsCents,
    discounts: [],
    freightCents: 0,
    totalCents: goodsCents,
    pointsEarned: lines.reduce((sum, l) => sum + l.pointsEarned, 0),
    lines,
    coupon: { status: "none" },
    freight: [],
  };
}
