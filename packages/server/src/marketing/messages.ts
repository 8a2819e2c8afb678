import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/**
 * Marketing's refusals, in the three interface languages; `{field}` is a field's label, `{sku}` a
 * SKU as operators know it (skuName: the goods' name and its spec values, never an id).
 */
const zhCn = {
  "mk.window": "{field}必须晚于开始时间",
  "mk.notEditable": "{phase}的活动不能修改",
  "mk.notClosable": "{phase}的活动不能关闭",
  "mk.deleteLive": "进行中的活动不能删除，请先关闭",
  "mk.overlap": "{field}：{sku}已参加{kind}「{name}」（{from} 至 {to}），时间重叠",
  "mk.skuMissing": "{field}：SKU {sku} 不存在",
  "mk.skusFormat": "{field}格式不正确，每项需要 SKU、秒杀价和秒杀库存",
  "mk.skusEmpty": "请至少添加一个{field}",
  "mk.skuTwice": "{field}：{sku}重复",
  "mk.belowPrice": "{field}：{sku}的活动价必须低于原价 {price} 元",
  "mk.stockTooMuch": "{field}：{sku}的秒杀库存不能超过现有库存 {stock}",
  "mk.positive": "{field}必须大于 0",
  "mk.percent": "{field}必须是 0 到 100 之间、最多两位小数的数字",
  "mk.percentRequired": "{field}必须大于 0",
  "mk.floorBelowStart": "{field}必须低于起始价",
  "mk.helpersCents": "{field}太多：起始价与底价之差至少要让每位助力砍掉 1 分",
  "mk.validRange": "{field}：请填写开始和结束日期，且结束晚于开始",
  "mk.validDays": "{field}必须在 1 到 3650 天之间",
  "mk.scopeIds": "请选择适用的{field}",
  "mk.totalBelowClaimed": "{field}不能少于已领取的 {claimed} 张",
  "mk.levels": "{field}只能是一级或二级",
  "claim.notFound": "优惠券不存在",
  "claim.notOpen": "不在优惠券的领取时间内",
  "claim.soldOut": "优惠券已领完",
  "claim.limit": "每人限领 {limit} 张",
  "claim.user": "{field}必须是正整数",
  "take.notFound": "秒杀活动不存在",
  "take.unknownSku": "该商品规格不在这场秒杀中",
  "take.notRunning": "秒杀{phase}，现在不能抢购",
  "take.soldOut": "已抢光",
  "take.short": "库存不足，仅剩 {left} 件",
  "take.limit": "每人限购 {limit} 件，您已抢 {held} 件",
  "take.quantity": "{field}必须是 1 到 100 之间的整数",
  "phase.0": "未开始",
  "phase.1": "进行中",
  "phase.2": "已结束",
  "phase.3": "已关闭",
  "kind.seckill": "秒杀活动",
  "kind.group": "拼团活动",
  "kind.bargain": "砍价活动",
} as const;

export type MarketingMessageKey = keyof typeof zhCn;

const en: Record<MarketingMessageKey, string> = {
  "mk.window": "{field} must be later than the start time",
  "mk.notEditable": "An activity that is {phase} cannot be changed",
  "mk.notClosable": "An activity that is {phase} cannot be closed",
  "mk.deleteLive": "A running activity cannot be deleted; close it first",
  "mk.overlap":
    "{field}: {sku} is already in the {kind} “{name}” ({from} to {to}) at an overlapping time",
  "mk.skuMissing": "{field}: SKU {sku} does not exist",
  "mk.skusFormat":
    "{field} is malformed: each item needs a SKU, a seckill price and a seckill stock",
  "mk.skusEmpty": "Add at least one item to {field}",
  "mk.skuTwice": "{field}: {sku} is listed twice",
  "mk.belowPrice": "{field}: the price for {sku} must be below its normal price of {price} yuan",
  "mk.stockTooMuch": "{field}: the seckill stock of {sku} cannot exceed its stock of {stock}",
  "mk.positive": "{field} must be greater than 0",
  "mk.percent": "{field} must be a number from 0 to 100 with at most 2 decimals",
  "mk.percentRequired": "{field} must be greater than 0",
  "mk.floorBelowStart": "{field} must be below the starting price",
  "mk.helpersCents":
    "{field} is too many: the starting price minus the floor must give every helper at least 1 cent",
  "mk.validRange": "{field}: enter a start and an end date, the end after the start",
  "mk.validDays": "{field} must be between 1 and 3650 days",
  "mk.scopeIds": "Choose the {field} it applies to",
  "mk.totalBelowClaimed": "{field} cannot be less than the {claimed} already claimed",
  "mk.levels": "{field} must be one or two levels",
  "claim.notFound": "The coupon does not exist",
  "claim.notOpen": "The coupon cannot be claimed at this time",
  "claim.soldOut": "All coupons have been claimed",
  "claim.limit": "At most {limit} per user",
  "claim.user": "{field} must be a positive integer",
  "take.notFound": "The seckill does not exist",
  "take.unknownSku": "This SKU is not in the seckill",
  "take.notRunning": "The seckill is {phase}; it cannot be taken now",
  "take.soldOut": "Sold out",
  "take.short": "Not enough stock: only {left} left",
  "take.limit": "At most {limit} per user; you have taken {held}",
  "take.quantity": "{field} must be a whole number from 1 to 100",
  "phase.0": "not started",
  "phase.1": "running",
  "phase.2": "ended",
  "phase.3": "closed",
  "kind.seckill": "seckill",
  "kind.group": "group buying activity",
  "kind.bargain": "bargain activity",
};

const zhTw: Record<MarketingMessageKey, string> = {
  "mk.window": "{field}必須晚於開始時間",
  "mk.notEditable": "{phase}的活動不能修改",
  "mk.notClosable": "{phase}的活動不能關閉",
  "mk.deleteLive": "進行中的活動不能刪除，請先關閉",
  "mk.overlap": "{field}：{sku}已參加{kind}「{name}」（{from} 至 {to}），時間重疊",
  "mk.skuMissing": "{field}：SKU {sku} 不存在",
  "mk.skusFormat": "{field}格式不正確，每項需要 SKU、秒殺價和秒殺庫存",
  "mk.skusEmpty": "請至少新增一個{field}",
  "mk.skuTwice": "{field}：{sku}重複",
  "mk.belowPrice": "{field}：{sku}的活動價必須低於原價 {price} 元",
  "mk.stockTooMuch": "{field}：{sku}的秒殺庫存不能超過現有庫存 {stock}",
  "mk.positive": "{field}必須大於 0",
  "mk.percent": "{field}必須是 0 到 100 之間、最多兩位小數的數字",
  "mk.percentRequired": "{field}必須大於 0",
  "mk.floorBelowStart": "{field}必須低於起始價",
  "mk.helpersCents": "{field}太多：起始價與底價之差至少要讓每位助力砍掉 1 分",
  "mk.validRange": "{field}：請填寫開始和結束日期，且結束晚於開始",
  "mk.validDays": "{field}必須在 1 到 3650 天之間",
  "mk.scopeIds": "請選擇適用的{field}",
  "mk.totalBelowClaimed": "{field}不能少於已領取的 {claimed} 張",
  "mk.levels": "{field}只能是一級或二級",
  "claim.notFound": "優惠券不存在",
  "claim.notOpen": "不在優惠券的領取時間內",
  "claim.soldOut": "優惠券已領完",
  "claim.limit": "每人限領 {limit} 張",
  "claim.user": "{field}必須是正整數",
  "take.notFound": "秒殺活動不存在",
  "take.unknownSku": "該商品規格不在這場秒殺中",
  "take.notRunning": "秒殺{phase}，現在不能搶購",
  "take.soldOut": "已搶光",
  "take.short": "庫存不足，僅剩 {left} 件",
  "take.limit": "每人限購 {limit} 件，您已搶 {held} 件",
  "take.quantity": "{field}必須是 1 到 100 之間的整數",
  "phase.0": "未開始",
  "phase.1": "進行中",
  "phase.2": "已結束",
  "phase.3": "已關閉",
  "kind.seckill": "秒殺活動",
  "kind.group": "拼團活動",
  "kind.bargain": "砍價活動",
};

const catalogues: Record<Locale, Record<MarketingMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type MarketingTranslate = Translate<MarketingMessageKey>;

export function marketingTranslator(locale: Locale): MarketingTranslate {
  return translatorFor(catalogues, locale);
}

/** Cents as yuan with two decimals, in integers only: 1999 → "19.99". */
export function yuan(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A SKU named as the operator chose it: the goods' name and its spec values in the product's own
 * words ("T恤（红 / S）", "T-shirt (红 / S)"); the name alone for goods of a single spec.
 */
export function skuName(sku: { goodsName: string; specText: string }, locale: Locale): string {
  if (!sku.specText) return sku.goodsName;
  return locale === "en"
    ? `${sku.goodsName} (${sku.specText})`
    : `${sku.goodsName}（${sku.specText}）`;
}
