import type { i18n as I18n } from "i18next";
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "../../i18n/languages";
import type { PrefixedStorage } from "../../utils/storage";

/**
 * The language to switch to, if any: the operator's own choice when they made one (saved with their
 * preferences), else the site's default language when this browser has never had one chosen.
 */
export function languageToApply(
  i18n: I18n,
  own: Language | undefined,
  siteDefault: Language | undefined,
  storage: PrefixedStorage | undefined,
): Language | undefined {
  const target = own ?? (isLanguage(storage?.get(LANGUAGE_STORAGE_KEY)) ? undefined : siteDefault);
  return target && target !== i18n.language ? target : undefined;
}
