import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "react-redux";
import { useLocation } from "react-router";
import { isLanguage } from "../../i18n/languages";
import type { AppStore } from "../../store";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectOwnPreferences, selectSite } from "../../store/siteSettingsSlice";
import { changeOwnLanguage, loadSettings } from "../../store/siteSettingsThunks";
import { storage } from "../../utils/storage";
import { languageToApply } from "./siteLanguage";

/**
 * Keeps the signed-in app on the administrator's site settings and the operator's own choices: both
 * are read when the signed-in visit starts, the site settings again on every navigation (so a change
 * reaches everyone on their next page), and a language switch is saved as the operator's own.
 */
export function useSiteSettingsSync() {
  const dispatch = useAppDispatch();
  const store = useStore.withTypes<AppStore>()();
  const { i18n } = useTranslation();
  const location = useLocation();
  const site = useAppSelector(selectSite);
  const own = useAppSelector(selectOwnPreferences);
  const started = useRef(false);
  // The language this hook switches to itself, which is not the operator's choice to save.
  const applying = useRef<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation re-reads the site settings
  useEffect(() => {
    void dispatch(loadSettings(!started.current));
    started.current = true;
  }, [dispatch, location.pathname]);

  useEffect(() => {
    const target = languageToApply(i18n, own.language, site?.defaultLanguage, storage);
    if (!target) return;
    applying.current = target;
    void i18n.changeLanguage(target);
  }, [i18n, own.language, site?.defaultLanguage]);

  useEffect(() => {
    const remember = (language: string) => {
      if (applying.current === language) {
        applying.current = undefined;
        return;
      }
      const state = store.getState().siteSettings;
      // Only once the saved choices are known, and only a real change of the operator's choice.
      if (state.site && isLanguage(language) && state.own.language !== language)
        void dispatch(changeOwnLanguage(language));
    };
    i18n.on("languageChanged", remember);
    return () => i18n.off("languageChanged", remember);
  }, [i18n, store, dispatch]);
}
