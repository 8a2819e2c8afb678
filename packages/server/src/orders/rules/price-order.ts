import { activityPrice } from "./activity-price.js";
import { allocate } from "./allocate.js";
import { checkCoupon } from "./coupon-check.js";
import { orderFreight } from "./order-freight.js";
import type {
  CheckoutBreakdown,
  CheckoutLineInput,
  CheckoutPricing,
  CheckoutPricingInput,
  CheckoutRefusal,
  DiscountRule,
  PricedLine,
} from "./price-checkout.js";

/** The most units of one line; a cart's quantity stepper stops here too. */
export const MAX_LINE_QUANTITY = 9999;
/** The most lines of one order. */
export const MAX_ORDER_LINES = 200;

const isCount = (n: number, min: number, max: number) =>
  Number.isSafeInteger(n) && n >= min && n <= max;

/** Lines whose numbers cannot be priced: a quantity out of range, a price or size not whole. */
function lineRefusal(lines: CheckoutLineInput[]): CheckoutRefusal | undefined {
  if (lines.length === 0 || lines.length > MAX_ORDER_LINES)
    return {
      ok: false,
      code: lines.length === 0 ? "emptyOrder" : "tooLarge",
      message: { key: lines.length === 0 ? "order.empty" : "order.tooLarge", params: {} },
    };
  for (const [lineIndex, line] of lines.entries()) {
    if (!isCount(line.quantity, 1, MAX_LINE_QUANTITY))
      return {
        ok: false,
        code: "badLine",
        lineIndex,
        message: { key: "order.badLine", params: { goods: line.title, max: MAX_LINE_QUANTITY } },
      };
    const fixedFee = line.freight.kind === "fixed" ? line.freight.feeCents : 0;
    const activityCents = line.activity ? line.activity.priceCents : 0;
    const whole = [
      line.unitPriceCents,
      line.weightHundredths,
      line.volumeHundredths,
      line.pointsPerUnit,
      fixedFee,
      activityCents,
    ];
    if (!whole.every((n) => isCount(n, 0, Number.MAX_SAFE_INTEGER)))
      return {
        ok: false,
        code: "badLine",
        lineIndex,
        message: { key: "order.badPrice", params: { goods: line.title } },
      };
  }
  return undefined;
}

/**
 * One way of pricing the order: `activityUnits[i]` is line i's activity price when it is used,
 * undefined when the line pays its sale price.
 */
function priceWith(
  input: CheckoutPricingInput,
  activityUnits: Array<number | undefined>,
): CheckoutPricing {
  const charged = input.lines.map((line, i) => activityUnits[i] ?? line.unitPriceCents);
  const amounts = input.lines.map((line, i) => charged[i]! * line.quantity);

  let coupon: CheckoutBreakdown["coupon"] = { status: "none" };
  let couponShares = input.lines.map(() => 0);
  if (input.coupon) {
    const check = checkCoupon(
      input.coupon,
      input.lines.map((line, i) => ({
        goodsId: line.goodsId,
        categoryIds: line.categoryIds,
        amountCents: amounts[i]!,
        atActivityPrice: activityUnits[i] !== undefined,
      })),
      input.now,
    );
    if (check.applies) {
      coupon = { status: "applied", claimId: input.coupon.claimId, cents: check.cents };
      const shares = allocate(
        check.cents,
        check.eligible.map((i) => amounts[i]!),
      );
      couponShares = input.lines.map((_, i) => {
        const at = check.eligible.indexOf(i);
        return at < 0 ? 0 : shares[at]!;
      });
    } else
      coupon = { status: "notApplicable", claimId: input.coupon.claimId, reason: check.reason };
  }

  const freight = orderFreight(input.lines, amounts, input.regionCode);
  if (!freight.ok) return freight.refusal;

  const lines: PricedLine[] = input.lines.map((line, i) => ({
    goodsId: line.goodsId,
    skuId: line.skuId,
    quantity: line.quantity,
    chargedUnitCents: charged[i]!,
    goodsCents: amounts[i]!,
    couponCents: couponShares[i]!,
    payCents: amounts[i]! - couponShares[i]!,
    activity:
      activityUnits[i] !== undefined && line.activity
        ? { kind: line.activity.kind, activityId: line.activity.activityId }
        : null,
    pointsEarned: line.pointsPerUnit * line.quantity,
  }));

  const discounts: CheckoutBreakdown["discounts"] = [];
  for (const rule of ["seckill", "group", "bargain"] as const) {
    let cents = 0;
    input.lines.forEach((line, i) => {
      if (lines[i]!.activity?.kind === rule)
        cents += (line.unitPriceCents - charged[i]!) * line.quantity;
    });
    if (cents > 0) discounts.push({ rule, cents, label: { key: `discount.${rule}`, params: {} } });
  }
  if (coupon.status === "applied" && input.coupon)
    discounts.push({
      rule: "coupon" satisfies DiscountRule,
      cents: coupon.cents,
      label: { key: "discount.coupon", params: { name: input.coupon.name } },
    });

  const goodsCents = input.lines.reduce(
    (sum, line) => sum + line.unitPriceCents * line.quantity,
    0,
  );
  const discountCents = discounts.reduce((sum, d) => sum + d.cents, 0);
  const totalCents = goodsCents - discountCents + freight.cents;
  const pointsEarned = lines.reduce((sum, l) => sum + l.pointsEarned, 0);
  if (![goodsCents, totalCents, pointsEarned].every(Number.isSafeInteger))
    return { ok: false, code: "tooLarge", message: { key: "order.tooLarge", params: {} } };
  return {
    ok: true,
    goodsCents,
    discounts,
    freightCents: freight.cents,
    totalCents,
    pointsEarned,
    lines,
    coupon,
    freight: freight.parts,
  };
}

/**
 * The order priced: lines checked, each asked-for activity checked at `now` (a refusal names the
 * first line that cannot have its price), then the cheaper for the shopper of
 *   A. activity prices on their lines and the coupon on the other lines, and
 *   B. every line at its sale price and the coupon on all of them,
 * since activities and coupons do not stack (the marketing settings have no switch for it, and
 * Youzan's default is the same). B is only considered with a coupon that applies, and a tie goes
 * to A, so a coupon is never spent for nothing. Freight is priced on each way's own amounts, as a
 * free-shipping threshold may be met by one and not the other.
 */
export function priceOrder(input: CheckoutPricingInput): CheckoutPricing {
  const refused = lineRefusal(input.lines);
  if (refused) return refused;
  const activityUnits: Array<number | undefined> = [];
  for (const [lineIndex, line] of input.lines.entries()) {
    if (!line.activity) {
      activityUnits.push(undefined);
      continue;
    }
    const price = activityPrice({ ...line, activity: line.activity }, input.now);
    if (!price.ok) return { ok: false, code: price.code, message: price.message, lineIndex };
    activityUnits.push(price.unitCents);
  }
  const withActivities = priceWith(input, activityUnits);
  if (!withActivities.ok || !input.coupon || activityUnits.every((u) => u === undefined))
    return withActivities;
  const withoutActivities = priceWith(
    input,
    input.lines.map(() => undefined),
  );
  if (
    withoutActivities.ok &&
    withoutActivities.coupon.status === "applied" &&
    withoutActivities.totalCents < withActivities.totalCents
  )
    return withoutActivities;
  return withActivities;
}
