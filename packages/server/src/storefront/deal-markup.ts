import { percentText } from "@vitrine/contract";
import { formatCents } from "../goods/money.js";
import { wallClockFormatter } from "../modules/framework/time-zone.js";
import type { ActivityKind, RunningActivity } from "./activity-price.js";
import { type ClaimableCoupon, zheOf } from "./claimable-coupons.js";
import { escapeHtml } from "./document.js";
import type { StorefrontKey } from "./messages.js";
import { yuan } from "./price.js";

type T = (key: StorefrontKey, params?: Record<string, string | number>) => string;

/**
 * The shop sells in China (its prices in ¥, its freight by Chinese province): end times are on
 * Beijing's wall clock, which is what the operator set them in. The `<time>` keeps the instant.
 */
const SHOP_TIME_ZONE = "Asia/Shanghai";
const wallClock = wallClockFormatter(SHOP_TIME_ZONE);
const minutes = (at: Date) => wallClock(at).slice(0, 16);
const timeTag = (at: Date) => `<time datetime="${at.toISOString()}">${minutes(at)}</time>`;

const LABEL: Record<ActivityKind, StorefrontKey> = {
  seckill: "sf.seckillPrice",
  group: "sf.groupPrice",
  bargain: "sf.bargainPrice",
};

export const activityLabel = (kind: ActivityKind, t: T) => t(LABEL[kind]);

/** "10" for 1000 cents, "9.90" for 990: a coupon's terms read as a shopper says them. */
const plainYuan = (cents: number) => formatCents(cents).replace(/\.00$/, "");

/**
 * The activity's block above the struck-out sale price: its label (秒杀价 ...), its price (the
 * range over the SKUs it covers) and when it ends. The spec chooser updates label and price to
 * the chosen SKU's, and hides the block for a SKU no activity covers.
 */
export function dealBlock(activity: RunningActivity, t: T): string {
  const prices = [...activity.skuPrices.values()];
  const max = Math.max(...prices);
  const price =
    max > activity.minPriceCents ? `${yuan(activity.minPriceCents)} - ${yuan(max)}` : yuan(max);
  const ends = escapeHtml(t("sf.activityEnds", { time: "\u0000" })).replace(
    "\u0000",
    timeTag(activity.endAt),
  );
  return `<div class="sf-deal" data-sf-deal="${activity.kind}"><span class="sf-tag" data-sf-deal-label="">${escapeHtml(activityLabel(activity.kind, t))}</span><span class="sf-price" data-sf-deal-price="">${price}</span><span class="sf-ends">${ends}</span></div>`;
}

/** One coupon's terms in the shopper's words: 满100减10, 无门槛减5, 8.5折 (最多减20). */
export function couponTerms(coupon: ClaimableCoupon, t: T): string {
  const amount = plainYuan(coupon.amountCents);
  const threshold = plainYuan(coupon.thresholdCents);
  if (coupon.kind === 1) return t("sf.couponThreshold", { amount, threshold });
  if (coupon.kind === 3) return t("sf.couponNoThreshold", { amount });
  const rate = { zhe: zheOf(coupon.percentBp), percent: percentText(coupon.percentBp), threshold };
  const terms =
    coupon.thresholdCents > 0 ? t("sf.couponPercentOver", rate) : t("sf.couponPercent", rate);
  return coupon.capCents > 0
    ? `${terms} (${t("sf.couponCap", { cap: plainYuan(coupon.capCents) })})`
    : terms;
}

/** The coupons a shopper could claim for this product, listed (claiming is the orders issue's). */
export function couponList(coupons: readonly ClaimableCoupon[], t: T): string {
  if (coupons.length === 0) return "";
  const items = coupons.map((coupon) => {
    const until = escapeHtml(t("sf.couponUntil", { time: "\u0000" })).replace(
      "\u0000",
      timeTag(coupon.endAt),
    );
    return `<li data-coupon-id="${coupon.id}"><strong>${escapeHtml(couponTerms(coupon, t))}</strong> <span>${escapeHtml(coupon.name)}</span> <small>${until}</small></li>`;
  });
  return `<section class="sf-coupons" data-sf-coupons=""><h2 style="margin:0 0 8px;font-size:15px">${escapeHtml(t("sf.coupons"))}</h2><ul>${items.join("")}</ul></section>`;
}
