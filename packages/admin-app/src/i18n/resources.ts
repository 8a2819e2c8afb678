import type { Language } from "./languages";
import { en } from "./locales/en";
import { type Messages, zhCn } from "./locales/zh-cn";
import { zhTw } from "./locales/zh-tw";

/** All messages, one namespace per language, in the shape i18next expects. */
export const resources: Record<Language, { translation: Messages }> = {
  "zh-cn": { translation: zhCn },
  en: { translation: en },
  "zh-tw": { translation: zhTw },
};
