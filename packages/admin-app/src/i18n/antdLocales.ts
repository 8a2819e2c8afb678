import type { Locale } from "antd/es/locale";
import enUS from "antd/es/locale/en_US";
import zhCN from "antd/es/locale/zh_CN";
import zhTW from "antd/es/locale/zh_TW";
import type { Language } from "./languages";

/** antd's own texts (pagination, pickers, empty states) follow the interface language. */
export const ANTD_LOCALES: Record<Language, Locale> = { "zh-cn": zhCN, en: enUS, "zh-tw": zhTW };
