import { useTranslation } from "react-i18next";
import { registerTexts } from "../components/module/moduleTexts";

/** Texts of the SOS notification (issue 22); they ride in the notifier's own chunk. */
const zhCn = {
  realtime: {
    sosTitle: "SOS 求助：{{serial}}",
    sosDevice: "设备 {{serial}}",
    sosAppUser: "APP 用户 {{name}}",
    sosNoAppUser: "未绑定 APP 用户",
    sosAt: "求助时间 {{time}}",
    sosLocation: "位置 {{latitude}}, {{longitude}}",
    view: "查看求助",
    acknowledge: "确认",
    acknowledged: "已确认求助 #{{id}}",
    openTitle: "有 {{count}} 条未处理的 SOS 求助",
    openDescription: "打开页面前已有的求助仍在等待确认",
    viewAll: "查看全部",
  },
};

type RealtimeTexts = typeof zhCn;

const en: RealtimeTexts = {
  realtime: {
    sosTitle: "SOS alarm: {{serial}}",
    sosDevice: "Device {{serial}}",
    sosAppUser: "App user {{name}}",
    sosNoAppUser: "No app user bound",
    sosAt: "Raised at {{time}}",
    sosLocation: "Location {{latitude}}, {{longitude}}",
    view: "View alarm",
    acknowledge: "Acknowledge",
    acknowledged: "Alarm #{{id}} acknowledged",
    openTitle: "Open SOS alarms: {{count}}",
    openDescription: "Alarms raised before this page opened are still waiting to be acknowledged",
    viewAll: "View all",
  },
};

const zhTw: RealtimeTexts = {
  realtime: {
    sosTitle: "SOS 求助：{{serial}}",
    sosDevice: "裝置 {{serial}}",
    sosAppUser: "APP 使用者 {{name}}",
    sosNoAppUser: "未綁定 APP 使用者",
    sosAt: "求助時間 {{time}}",
    sosLocation: "位置 {{latitude}}, {{longitude}}",
    view: "檢視求助",
    acknowledge: "確認",
    acknowledged: "已確認求助 #{{id}}",
    openTitle: "有 {{count}} 筆未處理的 SOS 求助",
    openDescription: "開啟頁面前已有的求助仍在等待確認",
    viewAll: "檢視全部",
  },
};

export const realtimeTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

export function useRealtimeTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, realtimeTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
