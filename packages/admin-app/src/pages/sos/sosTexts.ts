import { registerTexts, useModuleTranslation } from "../../components/module";

/** Texts of the SOS alarms screen (issue 22); they ride in its own chunk. */
const zhCn = {
  sosPage: {
    title: "SOS 求助",
    status: "状态",
    statuses: { new: "新求助", acknowledged: "已确认", resolved: "已解决" },
    acknowledge: "确认",
    resolve: "解决",
    details: "详情",
    notes: "处理备注",
    notesRequired: "请输入处理备注",
    storedNotes: "已有备注（新备注将写在其后）",
    acknowledgeTitle: "确认求助 #{{id}}",
    resolveTitle: "解决求助 #{{id}}",
    acknowledged: "已确认求助 #{{id}}",
    resolved: "已解决求助 #{{id}}",
    alarm: "求助 #{{id}}",
    device: "设备",
    appUser: "APP 用户",
    location: "位置",
    noLocation: "未上报位置",
    openMap: "在地图上查看",
    raisedAt: "求助时间",
    handler: "处理人",
    acknowledgedAt: "确认时间",
    resolvedAt: "解决时间",
    notFound: "找不到求助 #{{id}}",
  },
};

type SosTexts = typeof zhCn;

const en: SosTexts = {
  sosPage: {
    title: "SOS alarms",
    status: "Status",
    statuses: { new: "New", acknowledged: "Acknowledged", resolved: "Resolved" },
    acknowledge: "Acknowledge",
    resolve: "Resolve",
    details: "Details",
    notes: "Handling notes",
    notesRequired: "Enter the handling notes",
    storedNotes: "Notes so far (new notes are added below them)",
    acknowledgeTitle: "Acknowledge alarm #{{id}}",
    resolveTitle: "Resolve alarm #{{id}}",
    acknowledged: "Alarm #{{id}} acknowledged",
    resolved: "Alarm #{{id}} resolved",
    alarm: "Alarm #{{id}}",
    device: "Device",
    appUser: "App user",
    location: "Location",
    noLocation: "No location sent",
    openMap: "Show on a map",
    raisedAt: "Raised at",
    handler: "Handler",
    acknowledgedAt: "Acknowledged at",
    resolvedAt: "Resolved at",
    notFound: "Alarm #{{id}} not found",
  },
};

const zhTw: SosTexts = {
  sosPage: {
    title: "SOS 求助",
    status: "狀態",
    statuses: { new: "新求助", acknowledged: "已確認", resolved: "已解決" },
    acknowledge: "確認",
    resolve: "解決",
    details: "詳情",
    notes: "處理備註",
    notesRequired: "請輸入處理備註",
    storedNotes: "已有備註（新備註將寫在其後）",
    acknowledgeTitle: "確認求助 #{{id}}",
    resolveTitle: "解決求助 #{{id}}",
    acknowledged: "已確認求助 #{{id}}",
    resolved: "已解決求助 #{{id}}",
    alarm: "求助 #{{id}}",
    device: "設備",
    appUser: "APP 用戶",
    location: "位置",
    noLocation: "未回報位置",
    openMap: "在地圖上查看",
    raisedAt: "求助時間",
    handler: "處理人",
    acknowledgedAt: "確認時間",
    resolvedAt: "解決時間",
    notFound: "找不到求助 #{{id}}",
  },
};

export const sosTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the SOS screen's texts (and the module blocks') on whichever i18n instance renders it. */
export function useSosTranslation() {
  const translation = useModuleTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, sosTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
