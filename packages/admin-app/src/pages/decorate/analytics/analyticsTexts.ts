import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../components/module/moduleTexts";

/** Texts of the page and product analytics dialogs and the dashboard's top pages card. */
const zhCn = {
  pageAnalytics: {
    open: "数据",
    titleOf: "页面数据：{{name}}",
    range: "日期范围",
    views: "浏览量",
    visitors: "访客数",
    conversions: "表单提交",
    conversionRate: "转化率",
    productViews: "引导商品浏览",
    clicks: "点击量",
    trend: "浏览量与访客数",
    trendSummary: "{{from}} 至 {{to}}：浏览量 {{views}}，访客数 {{visitors}}",
    clicksByComponent: "各组件点击量",
    clicksSummary: "共 {{count}} 个组件被点击，最多的是 {{top}}（{{clicks}} 次）",
    componentAt: "{{position}}. {{name}}",
    componentGone: "{{name}}（已移除）",
    noClicks: "所选日期内还没有组件被点击",
    empty: "所选日期内还没有访问数据",
    emptyHint: "页面发布后，顾客打开页面、点击组件、提交表单都会记录在这里",
    loadFailed: "数据加载失败",
    retry: "重试",
    visitorsNote: "访客按天去重，跨天的访客每天各计一次",
    topTitle: "热门页面",
    last7: "近7天",
    last30: "近30天",
    last90: "近90天",
    topEmpty: "所选日期内还没有页面被访问",
    page: "页面",
  },
  productAnalytics: {
    titleOf: "商品数据：{{name}}",
    views: "浏览量",
    visitors: "访客数",
    fromPages: "来自页面",
    fromPagesRate: "页面引导占比",
    trendSummary: "{{from}} 至 {{to}}：浏览量 {{views}}，访客数 {{visitors}}",
    sources: "引导浏览的页面",
    sourceViews: "{{count}} 次浏览",
    noSources: "所选日期内还没有顾客从页面的商品卡片进入",
    empty: "所选日期内商品页还没有浏览",
    fromPagesNote: "来自页面：顾客在已发布页面上点击商品卡片后打开商品页的次数",
  },
};

type AnalyticsTexts = typeof zhCn;

const en: AnalyticsTexts = {
  pageAnalytics: {
    open: "Data",
    titleOf: "Page data: {{name}}",
    range: "Date range",
    views: "Views",
    visitors: "Visitors",
    conversions: "Form submissions",
    conversionRate: "Conversion rate",
    productViews: "Product views led",
    clicks: "Clicks",
    trend: "Views and visitors",
    trendSummary: "{{from}} to {{to}}: {{views}} views, {{visitors}} visitors",
    clicksByComponent: "Clicks per component",
    clicksSummary: "{{count}} components were clicked, most of all {{top}} ({{clicks}} clicks)",
    componentAt: "{{position}}. {{name}}",
    componentGone: "{{name}} (removed)",
    noClicks: "No component was clicked in these dates",
    empty: "No visits in these dates yet",
    emptyHint:
      "Once the page is published, shoppers opening it, tapping its components and sending its forms are counted here",
    loadFailed: "The data could not be loaded",
    retry: "Retry",
    visitorsNote: "Visitors are counted once per day; someone who comes on two days counts on each",
    topTitle: "Top pages",
    last7: "Last 7 days",
    last30: "Last 30 days",
    last90: "Last 90 days",
    topEmpty: "No page was visited in the chosen days",
    page: "Page",
  },
  productAnalytics: {
    titleOf: "Product data: {{name}}",
    views: "Views",
    visitors: "Visitors",
    fromPages: "From pages",
    fromPagesRate: "Led by pages",
    trendSummary: "{{from}} to {{to}}: {{views}} views, {{visitors}} visitors",
    sources: "Pages that led here",
    sourceViews: "{{count}} views",
    noSources: "No shopper came from a page's product card in these dates",
    empty: "The product page had no views in these dates",
    fromPagesNote:
      "From pages: product page views that followed a tap on the product's card on a published page",
  },
};

const zhTw: AnalyticsTexts = {
  pageAnalytics: {
    open: "數據",
    titleOf: "頁面數據：{{name}}",
    range: "日期範圍",
    views: "瀏覽量",
    visitors: "訪客數",
    conversions: "表單提交",
    conversionRate: "轉換率",
    productViews: "引導商品瀏覽",
    clicks: "點擊量",
    trend: "瀏覽量與訪客數",
    trendSummary: "{{from}} 至 {{to}}：瀏覽量 {{views}}，訪客數 {{visitors}}",
    clicksByComponent: "各組件點擊量",
    clicksSummary: "共 {{count}} 個組件被點擊，最多的是 {{top}}（{{clicks}} 次）",
    componentAt: "{{position}}. {{name}}",
    componentGone: "{{name}}（已移除）",
    noClicks: "所選日期內還沒有組件被點擊",
    empty: "所選日期內還沒有造訪數據",
    emptyHint: "頁面發佈後，顧客開啟頁面、點擊組件、提交表單都會記錄在這裡",
    loadFailed: "數據載入失敗",
    retry: "重試",
    visitorsNote: "訪客按天去重，跨天的訪客每天各計一次",
    topTitle: "熱門頁面",
    last7: "近7天",
    last30: "近30天",
    last90: "近90天",
    topEmpty: "所選日期內還沒有頁面被造訪",
    page: "頁面",
  },
  productAnalytics: {
    titleOf: "商品數據：{{name}}",
    views: "瀏覽量",
    visitors: "訪客數",
    fromPages: "來自頁面",
    fromPagesRate: "頁面引導佔比",
    trendSummary: "{{from}} 至 {{to}}：瀏覽量 {{views}}，訪客數 {{visitors}}",
    sources: "引導瀏覽的頁面",
    sourceViews: "{{count}} 次瀏覽",
    noSources: "所選日期內還沒有顧客從頁面的商品卡片進入",
    empty: "所選日期內商品頁還沒有瀏覽",
    fromPagesNote: "來自頁面：顧客在已發佈頁面上點擊商品卡片後開啟商品頁的次數",
  },
};

export const analyticsTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the analytics texts registered on whichever i18n instance renders them. */
export function useAnalyticsTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, analyticsTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
