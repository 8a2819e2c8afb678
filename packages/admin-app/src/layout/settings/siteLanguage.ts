import type { i18n as I18n } from "i18next";
import {
  browserLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from "../../i18n/languages";
import type { PrefixedStorage } from "../../utils/storage";

/**
 * The language to switch to, if any: the operator's own choice when they made one (saved with their
 * preferences), else the site's default language when this browser has never had one chosen and
 * does not speak one of ours (the app started in the browser's language: an English browser reads
 * English although the site's default is zh-cn).
 */
export function languageToApply(
  i18n: I18n,
  own: Language | undefined,
  siteDefault: Language | undefined,
  storage: PrefixedStorage | undefined,
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language | undefined {
  const chosen = isLanguage(storage?.get(LANGUAGE_STORAGE_KEY));
  const speaksOurs = browserLanguage(browserLanguages) !== undefined;
  const target = own ?? (chosen || speaksOurs ? undefined : siteDefault);
  return target && target !== i18n.language ? target : undefined;
}
