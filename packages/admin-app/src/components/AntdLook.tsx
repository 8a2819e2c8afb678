import { theme as antdTheme, ConfigProvider, type ThemeConfig } from "antd";
import { type ReactNode, useContext, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ReactReduxContext, useSelector } from "react-redux";
import { currentLanguage } from "../i18n";
import { ANTD_LOCALES } from "../i18n/antdLocales";
import { DEFAULT_SETTINGS, type SettingsState } from "../store/settingsSlice";
import { applyEditorLook } from "./editorLook";
// The page editor's and media dialogs' look, with every route that has antd (not /login).
import "@vitrine/editor-react/styles.css";

type Look = Pick<SettingsState, "primaryColor" | "isDark" | "componentSize" | "isGrayscale">;

/**
 * antd's theme for the operator's settings. With the default #409eff on white, that colour (2.8:1),
 * antd's red (3.3:1) and its grey descriptions (3.4:1) fail WCAG AA contrast for text: the brand
 * colour stays for accents (focus, borders, links' hover), while text and the white label on solid
 * buttons use shades of the same hues that reach at least 4.5:1. A colour the operator picks, and
 * dark mode, use antd's own derivations.
 */
export function themeFor({
  primaryColor,
  isDark,
}: Pick<Look, "primaryColor" | "isDark">): ThemeConfig {
  const algorithm = isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  if (isDark || primaryColor.toLowerCase() !== DEFAULT_SETTINGS.primaryColor) {
    return { algorithm, token: { colorPrimary: primaryColor } };
  }
  return {
    algorithm,
    token: {
      colorPrimary: primaryColor,
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
}

/**
 * antd's locale and theme around whatever renders antd: the routes that use it (see
 * router/withAntdLook), the feedback dialogs, stories and component tests. /login stays outside,
 * so its first load does not pay for antd's core. Inside a store's Provider the look follows the
 * settings drawer (primary colour, dark mode, component size, grayscale); without one, the
 * defaults. Needs i18n above it (AppProviders).
 */
export function AntdLook({ children }: { children: ReactNode }) {
  const hasStore = useContext(ReactReduxContext) !== null;
  return hasStore ? (
    <LookFromStore>{children}</LookFromStore>
  ) : (
    <LocalizedAntd look={DEFAULT_SETTINGS}>{children}</LocalizedAntd>
  );
}

function LookFromStore({ children }: { children: ReactNode }) {
  const primaryColor = useSelector((s: { settings: SettingsState }) => s.settings.primaryColor);
  const isDark = useSelector((s: { settings: SettingsState }) => s.settings.isDark);
  const componentSize = useSelector((s: { settings: SettingsState }) => s.settings.componentSize);
  const isGrayscale = useSelector((s: { settings: SettingsState }) => s.settings.isGrayscale);
  const look = useMemo(
    () => ({ primaryColor, isDark, componentSize, isGrayscale }),
    [primaryColor, isDark, componentSize, isGrayscale],
  );
  return <LocalizedAntd look={look}>{children}</LocalizedAntd>;
}

function LocalizedAntd({ look, children }: { look: Look; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { primaryColor, isDark, componentSize, isGrayscale } = look;
  const theme = useMemo(() => themeFor({ primaryColor, isDark }), [primaryColor, isDark]);

  useEffect(() => {
    // The page outside antd's components (body, scrollbars, form controls) follows dark mode too;
    // grayscale filters the whole app, dialogs and menus included, hence the root element.
    const root = document.documentElement;
    root.style.colorScheme = isDark ? "dark" : "light";
    root.style.background = isDark ? "#141414" : "";
    root.style.filter = isGrayscale ? "grayscale(1)" : "";
  }, [isDark, isGrayscale]);
  useEffect(
    () => applyEditorLook(document.documentElement, { primaryColor, isDark, componentSize }),
    [primaryColor, isDark, componentSize],
  );

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      theme={theme}
      componentSize={componentSize}
      // antd puts a space between two Chinese characters ("登 录"), which changes the button's name.
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}
