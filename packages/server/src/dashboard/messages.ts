import type { Locale } from "../i18n/messages.js";

/** The dashboard calls' refusals, in the three interface languages (zh-cn is the fallback). */
const texts = {
  badTimeZone: {
    "zh-cn": "时区 {zone} 无效",
    en: "Unknown time zone {zone}",
    "zh-tw": "時區 {zone} 無效",
  },
} as const;

export type DashboardMessageKey = keyof typeof texts;

export function dashboardText(
  locale: Locale,
  key: DashboardMessageKey,
  params: Record<string, string> = {},
): string {
  const template: string = texts[key][locale] ?? texts[key]["zh-cn"];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
