import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/** Texts of page analytics (beacons and the admin's figures) in the three interface languages. */
const zhCn = {
  "analytics.pageUnknown": "页面不存在或尚未发布",
  "analytics.componentUnknown": "该组件不在此页面上",
  "analytics.componentRequired": "点击记录必须指明组件",
  "analytics.badDay": "{field} 必须是 YYYY-MM-DD 格式的日期",
  "analytics.badRange": "开始日期不能晚于结束日期",
  "analytics.rangeTooLong": "日期范围最多 {max} 天",
  "analytics.badLimit": "limit 必须是 1 到 {max} 之间的整数",
  "analytics.pageRequired": "页面记录必须指明页面",
  "analytics.productRequired": "商品浏览记录必须指明商品",
  "analytics.productUnknown": "商品不存在或已下架",
} as const;

export type AnalyticsMessageKey = keyof typeof zhCn;

const en: Record<AnalyticsMessageKey, string> = {
  "analytics.pageUnknown": "The page does not exist or is not published",
  "analytics.componentUnknown": "This component is not on the page",
  "analytics.componentRequired": "A click must name its component",
  "analytics.badDay": "{field} must be a date written YYYY-MM-DD",
  "analytics.badRange": "The start date cannot be after the end date",
  "analytics.rangeTooLong": "The date range spans at most {max} days",
  "analytics.badLimit": "limit must be a whole number from 1 to {max}",
  "analytics.pageRequired": "A page event must name its page",
  "analytics.productRequired": "A product view must name its product",
  "analytics.productUnknown": "The product does not exist or is off sale",
};

const zhTw: Record<AnalyticsMessageKey, string> = {
  "analytics.pageUnknown": "頁面不存在或尚未發佈",
  "analytics.componentUnknown": "該組件不在此頁面上",
  "analytics.componentRequired": "點擊記錄必須指明組件",
  "analytics.badDay": "{field} 必須是 YYYY-MM-DD 格式的日期",
  "analytics.badRange": "開始日期不能晚於結束日期",
  "analytics.rangeTooLong": "日期範圍最多 {max} 天",
  "analytics.badLimit": "limit 必須是 1 到 {max} 之間的整數",
  "analytics.pageRequired": "頁面記錄必須指明頁面",
  "analytics.productRequired": "商品瀏覽記錄必須指明商品",
  "analytics.productUnknown": "商品不存在或已下架",
};

export function analyticsTranslator(locale: Locale): Translate<AnalyticsMessageKey> {
  return translatorFor({ "zh-cn": zhCn, en, "zh-tw": zhTw }, locale);
}
