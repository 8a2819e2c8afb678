import type { Messages } from "./zh-cn";

export const zhTw: Messages = {
  common: {
    appName: "Vitrine",
    ok: "確定",
    cancel: "取消",
    tip: "提示",
    loading: "載入中…",
    retry: "重試",
    loadFailed: "頁面載入失敗",
  },
  http: {
    timeout: "網路逾時",
    network: "網路連線錯誤",
    notFound: "介面路徑找不到",
    signedOut: "你已被登出，請重新登入",
    statusFallback: "請求失敗（{{status}}）",
  },
  language: {
    label: "語言",
    "zh-cn": "简体中文",
    en: "English",
    "zh-tw": "繁體中文",
  },
  login: {
    heading: "歡迎登入 Vitrine",
    tabAccount: "帳號登入",
    userName: "使用者名稱",
    password: "密碼",
    userNameRequired: "請輸入使用者名稱",
    passwordRequired: "請輸入密碼",
    submit: "登入",
  },
  home: {
    title: "首頁",
    userName: "使用者名稱",
    roles: "角色",
    noRoles: "無角色",
    signInTime: "登入時間",
    signOut: "登出",
    signOutConfirm: "此操作將登出, 是否繼續?",
  },
  notFound: {
    title: "地址輸入錯誤，請重新輸入地址",
    backHome: "返回首頁",
  },
};
