import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { routeTitles } from "./routeTitles";

const registered = new WeakSet<I18n>();

/** Adds the demo and template route titles to the i18n instance of the signed-in pages. */
export function registerRouteTitles(i18n: I18n) {
  if (registered.has(i18n)) return;
  for (const [language, texts] of Object.entries(routeTitles)) {
    i18n.addResourceBundle(language, "translation", texts, true, false);
  }
  registered.add(i18n);
}

export function useRouteTitles() {
  const { i18n } = useTranslation();
  registerRouteTitles(i18n);
}
