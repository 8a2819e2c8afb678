import { ConfigProvider } from "antd";
import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { currentLanguage, languageTag } from "../i18n";
import { ANTD_LOCALES } from "../i18n/antdLocales";

/** The spec's default primary colour (admin-shell section 9). */
const PRIMARY_COLOR = "#409eff";

/**
 * #409eff on white (2.8:1), antd's red (3.3:1) and its grey descriptions (3.4:1) fail WCAG AA
 * contrast for text. The brand colour stays for accents (focus, borders, links' hover); text and
 * the white label on solid buttons use shades of the same hues that reach at least 4.5:1.
 */
const theme = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorError: "#d9363e",
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
  },
  components: {
    Button: {
      colorPrimary: "#1d6fce",
      colorPrimaryHover: "#1a5fb4",
      colorPrimaryActive: "#164f96",
    },
  },
};

/**
 * i18n and antd's locale and theme. Everything that renders antd needs this, the app as well as
 * stories and component tests.
 */
export function UiProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedAntd>{children}</LocalizedAntd>
    </I18nextProvider>
  );
}

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  useEffect(() => {
    // Screen readers and the browser's hyphenation pick the right language from <html lang>.
    document.documentElement.lang = languageTag(language);
  }, [language]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      theme={theme}
      // antd puts a space between two Chinese characters ("登 录"), which changes the button's name.
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}
