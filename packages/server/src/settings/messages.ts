import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/** The settings area's refusals, in the three interface languages (zh-cn is the fallback). */
const zhCn = {
  "settings.notObject": "设置应为一个对象",
  "settings.unknown": "未知的设置项：{field}",
  "settings.text": "{field} 应为 {min} 到 {max} 个字符的文字",
  "settings.color": "{field} 应为十六进制颜色，例如 #409eff",
  "settings.choice": "{field} 只能是以下之一：{choices}",
  "settings.boolean": "{field} 应为开或关（true / false）",
  "settings.integer": "{field} 应为 {min} 到 {max} 之间的整数",
  "settings.url": "{field} 应为以 / 或 https:// 开头的地址",
  "settings.noMethod": "至少要开放一种登录方式",
  "settings.tooLarge": "个人设置过大（最多 {limit} 字节）",
  "settings.darkNotAllowed": "本站未开放暗色模式",
  "settings.methodDisabled": "该登录方式已被管理员关闭，请使用其他方式登录",
  "settings.siteName": "站点设置",
} as const;

export type SettingsMessageKey = keyof typeof zhCn;

const en: Record<SettingsMessageKey, string> = {
  "settings.notObject": "The settings must be an object",
  "settings.unknown": "Unknown setting: {field}",
  "settings.text": "{field} must be text of {min} to {max} characters",
  "settings.color": "{field} must be a hex colour such as #409eff",
  "settings.choice": "{field} must be one of: {choices}",
  "settings.boolean": "{field} must be on or off (true / false)",
  "settings.integer": "{field} must be a whole number from {min} to {max}",
  "settings.url": "{field} must be an address starting with / or https://",
  "settings.noMethod": "At least one sign-in method must stay offered",
  "settings.tooLarge": "Personal settings are too large (at most {limit} bytes)",
  "settings.darkNotAllowed": "Dark mode is not offered on this site",
  "settings.methodDisabled":
    "An administrator has turned this sign-in method off; use another way to sign in",
  "settings.siteName": "site settings",
};

const zhTw: Record<SettingsMessageKey, string> = {
  "settings.notObject": "設定應為一個物件",
  "settings.unknown": "未知的設定項：{field}",
  "settings.text": "{field} 應為 {min} 到 {max} 個字元的文字",
  "settings.color": "{field} 應為十六進位色彩，例如 #409eff",
  "settings.choice": "{field} 只能是以下之一：{choices}",
  "settings.boolean": "{field} 應為開或關（true / false）",
  "settings.integer": "{field} 應為 {min} 到 {max} 之間的整數",
  "settings.url": "{field} 應為以 / 或 https:// 開頭的位址",
  "settings.noMethod": "至少要開放一種登入方式",
  "settings.tooLarge": "個人設定過大（最多 {limit} 位元組）",
  "settings.darkNotAllowed": "本站未開放深色模式",
  "settings.methodDisabled": "該登入方式已被管理員關閉，請使用其他方式登入",
  "settings.siteName": "站點設定",
};

const TEXTS: Record<Locale, Record<SettingsMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type SettingsTranslate = Translate<SettingsMessageKey>;

export function settingsTranslator(locale: Locale): SettingsTranslate {
  return translatorFor(TEXTS, locale);
}
