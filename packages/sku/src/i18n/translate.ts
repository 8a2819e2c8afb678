import type { MessageParams, SkuLocale } from "../types";
import { skuMessages } from "./messages";

/**
 * Looks the key up in the locale, then in zh-cn (the fallback), then answers the key itself so a
 * missing text shows up instead of a blank. `{name}` placeholders are filled from params.
 */
export function translateSku(
  key: string,
  locale: SkuLocale = "zh-cn",
  params?: MessageParams,
): string {
  const text = skuMessages[locale]?.[key] ?? skuMessages["zh-cn"][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
