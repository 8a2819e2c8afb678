import type { ContractLanguage } from "./money.js";

/**
 * The site settings' names as the config screen shows them, in the three interface languages:
 * the screen's field labels and the server's operation-log lines ("全局标题 "A" → "B"") read the
 * same words, so a log entry names what the administrator saw.
 */
export const SITE_SETTING_LABELS = {
  globalTitle: { "zh-cn": "全局标题", en: "Global title", "zh-tw": "全域標題" },
  logoUrl: { "zh-cn": "Logo 地址", en: "Logo address", "zh-tw": "Logo 位址" },
  primaryColor: { "zh-cn": "默认主题色", en: "Default primary colour", "zh-tw": "預設主題色" },
  layout: { "zh-cn": "默认布局", en: "Default layout", "zh-tw": "預設佈局" },
  componentSize: { "zh-cn": "默认组件大小", en: "Default component size", "zh-tw": "預設元件大小" },
  darkModeAllowed: { "zh-cn": "允许深色模式", en: "Allow dark mode", "zh-tw": "允許深色模式" },
  lockScreenEnabled: {
    "zh-cn": "开启锁屏",
    en: "Lock the screen when idle",
    "zh-tw": "開啟鎖定畫面",
  },
  lockScreenMinutes: {
    "zh-cn": "锁屏时间(分钟)",
    en: "Lock after (minutes)",
    "zh-tw": "鎖定時間(分鐘)",
  },
  defaultLanguage: { "zh-cn": "默认语言", en: "Default language", "zh-tw": "預設語言" },
  globalVersion: { "zh-cn": "全局版本", en: "Global version", "zh-tw": "全域版本" },
  signInPassword: { "zh-cn": "账号密码登录", en: "Sign-in with password", "zh-tw": "帳號密碼登入" },
  signInSms: { "zh-cn": "手机验证码登录", en: "Sign-in with SMS code", "zh-tw": "手機驗證碼登入" },
  signInQr: { "zh-cn": "扫码登录", en: "Sign-in with QR code", "zh-tw": "掃碼登入" },
} as const satisfies Record<string, Record<ContractLanguage, string>>;

export type SiteSettingKey = keyof typeof SITE_SETTING_LABELS;

/** The labels of one language, keyed by setting: what the admin app's locale files spread in. */
export function siteSettingLabels(language: ContractLanguage): Record<SiteSettingKey, string> {
  const out = {} as Record<SiteSettingKey, string>;
  for (const key of Object.keys(SITE_SETTING_LABELS) as SiteSettingKey[])
    out[key] = SITE_SETTING_LABELS[key][language];
  return out;
}
