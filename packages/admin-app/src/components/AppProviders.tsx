import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { currentLanguage, languageTag } from "../i18n";

/**
 * What every screen needs, /login included: i18n and the page's language. No antd here: the app
 * wraps the router in this, and the routes that render antd add AntdLook themselves.
 */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <HtmlLang />
      {children}
    </I18nextProvider>
  );
}

function HtmlLang() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  useEffect(() => {
    // Screen readers and the browser's hyphenation pick the right language from <html lang>.
    document.documentElement.lang = languageTag(language);
  }, [language]);
  return null;
}
