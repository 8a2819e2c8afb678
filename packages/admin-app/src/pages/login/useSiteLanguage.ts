import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../i18n/languages";
import { languageToApply } from "../../layout/settings/siteLanguage";
import { storage } from "../../utils/storage";

/** A first visit from this browser opens the sign-in page in the site's default language. */
export function useSiteLanguage(siteDefault: Language | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const target = languageToApply(i18n, undefined, siteDefault, storage);
    if (target) void i18n.changeLanguage(target);
  }, [i18n, siteDefault]);
}
