import { registerTexts, useModuleTranslation } from "../../components/module";

/** Texts of the live fleet view (issue 22); they ride in its own chunk. */
const zhCn = {
  liveFleet: {
    title: "设备实时状态",
    intro: "设备上线、离线、心跳和 SOS 求助实时推送到这里；列表中设备的心跳实时刷新。",
    online: "在线",
    offline: "离线",
    network: "已联网设备",
    line: {
      idle: "未连接",
      connecting: "正在连接…",
      open: "实时连接正常",
      retrying: "连接中断，正在重连…",
      refused: "没有权限接收实时消息，或登录已失效",
    },
    model: "型号",
    modelPlaceholder: "按型号筛选",
    agent: "代理商",
    agentPlaceholder: "按代理商筛选",
    refresh: "刷新",
    devices: "设备",
    events: "最新事件",
    noEvents: "暂无事件",
    serial: "序列号",
    status: "状态",
    battery: "电量",
    signal: "信号",
    lastSeenAt: "最后心跳",
    never: "从未连接",
    eventTypes: {
      online: "上线",
      offline: "离线",
      heartbeat: "心跳",
      sos: "SOS 求助",
      sosChanged: "求助状态变更",
    },
    heartbeatDetail: "电量 {{battery}} · 信号 {{signal}}",
    sosDetail: "求助 #{{id}}",
    sosChangedDetail: "求助 #{{id}}：{{status}}",
    filterTooBroad: "筛选结果超过 5000 台，事件只按列表中的设备筛选",
  },
};

type LiveFleetTexts = typeof zhCn;

const en: LiveFleetTexts = {
  liveFleet: {
    title: "Live fleet",
    intro:
      "Devices coming online, going offline, heartbeats and SOS alarms arrive here live; the listed devices' heartbeats update as they come.",
    online: "Online",
    offline: "Offline",
    network: "Connected devices",
    line: {
      idle: "Not connected",
      connecting: "Connecting…",
      open: "Live",
      retrying: "Connection lost, reconnecting…",
      refused: "Not allowed to receive live events, or the session has ended",
    },
    model: "Model",
    modelPlaceholder: "Filter by model",
    agent: "Agent",
    agentPlaceholder: "Filter by agent",
    refresh: "Refresh",
    devices: "Devices",
    events: "Latest events",
    noEvents: "No events yet",
    serial: "Serial",
    status: "Status",
    battery: "Battery",
    signal: "Signal",
    lastSeenAt: "Last heartbeat",
    never: "Never connected",
    eventTypes: {
      online: "Online",
      offline: "Offline",
      heartbeat: "Heartbeat",
      sos: "SOS alarm",
      sosChanged: "Alarm status",
    },
    heartbeatDetail: "Battery {{battery}} · signal {{signal}}",
    sosDetail: "Alarm #{{id}}",
    sosChangedDetail: "Alarm #{{id}}: {{status}}",
    filterTooBroad: "Over 5,000 devices match: events are filtered by the listed devices only",
  },
};

const zhTw: LiveFleetTexts = {
  liveFleet: {
    title: "裝置即時狀態",
    intro: "裝置上線、離線、心跳和 SOS 求助即時推送到這裡；列表中裝置的心跳即時更新。",
    online: "線上",
    offline: "離線",
    network: "已連網裝置",
    line: {
      idle: "未連線",
      connecting: "正在連線…",
      open: "即時連線正常",
      retrying: "連線中斷，正在重新連線…",
      refused: "沒有權限接收即時訊息，或登入已失效",
    },
    model: "型號",
    modelPlaceholder: "依型號篩選",
    agent: "代理商",
    agentPlaceholder: "依代理商篩選",
    refresh: "重新整理",
    devices: "裝置",
    events: "最新事件",
    noEvents: "暫無事件",
    serial: "序號",
    status: "狀態",
    battery: "電量",
    signal: "訊號",
    lastSeenAt: "最後心跳",
    never: "從未連線",
    eventTypes: {
      online: "上線",
      offline: "離線",
      heartbeat: "心跳",
      sos: "SOS 求助",
      sosChanged: "求助狀態變更",
    },
    heartbeatDetail: "電量 {{battery}} · 訊號 {{signal}}",
    sosDetail: "求助 #{{id}}",
    sosChangedDetail: "求助 #{{id}}：{{status}}",
    filterTooBroad: "篩選結果超過 5000 台，事件只依列表中的裝置篩選",
  },
};

export const liveFleetTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the live view's texts (and the module blocks') on whichever i18n instance renders it. */
export function useLiveFleetTranslation() {
  const translation = useModuleTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, liveFleetTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
