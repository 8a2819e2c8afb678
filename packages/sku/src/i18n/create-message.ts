import type { MessageParams, SkuLocale, SkuMessage } from "../types";
import { translateSku } from "./translate";

export function createSkuMessage(
  field: string,
  messageKey: string,
  locale: SkuLocale = "zh-cn",
  params?: MessageParams,
): SkuMessage {
  const message = translateSku(messageKey, locale, params);
  return params ? { field, message, messageKey, params } : { field, message, messageKey };
}
