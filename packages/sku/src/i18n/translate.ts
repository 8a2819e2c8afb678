import type { MessageParams, SkuLocale } from "../types";
import { skuMessages } from "./messages";

/**
 * Looks the key up in the locale, then in zh-cn (the fallback), then answers the key itself so a
 * missing text shows up instead of a blank. `{name}` placeholders are filled from params. A count of
 * exactly one reads `<key>.one` where the catalogue has it ("1 combination", not "1 combinations").
 */
export function translateSku(
  key: string,
  locale: SkuLocale = "zh-cn",
  params?: MessageParams,
): string {
  const singular = params?.count === 1 ? `${key}.one` : undefined;
  const lookUp = (name: string) => skuMessages[locale]?.[name] ?? skuMessages["zh-cn"][name];
  const text = (singular && lookUp(singular)) || lookUp(key) || key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
