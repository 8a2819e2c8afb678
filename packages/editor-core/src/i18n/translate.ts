import type { Locale } from "../types";
import type { MessageRegistry } from "./message-registry";
import { messages } from "./messages";

export type MessageParams = Record<string, string | number>;

/**
 * Looks a key up in the host's messages when given (a registry's `messages`), then in the locale,
 * then in zh-cn (the fallback), then answers the key itself so a missing text is visible instead
 * of blank. `{name}` placeholders are filled from params.
 */
export function translate(
  key: string,
  locale: Locale = "zh-cn",
  params?: MessageParams,
  host?: Pick<MessageRegistry, "get">,
): string {
  const text = host?.get(key, locale) ?? messages[locale]?.[key] ?? messages["zh-cn"][key] ?? key;
  return fillPlaceholders(text, params);
}

/** Replaces `{name}` by params.name; a placeholder without a param stays visible. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** True when the key exists in the catalogue (any locale falls back to zh-cn) or the host's. */
export function hasMessage(key: string, host?: Pick<MessageRegistry, "has">): boolean {
  return key in messages["zh-cn"] || host?.has(key) === true;
}
