import { ConfigProvider, type ThemeConfig, theme } from "antd";
import { type ReactNode, useEffect, useState } from "react";

/**
 * antd's tokens and the editor tokens (styles/tokens.css) they are read from: the seeds antd
 * derives its palette from, and the surfaces, text and borders its controls draw with, so an input
 * in the dialog is the editor's input.
 */
const TOKENS = {
  colorPrimary: "color-primary",
  colorError: "color-danger",
  colorWarning: "color-warning",
  colorSuccess: "color-success",
  colorBgBase: "color-surface",
  colorTextBase: "color-text",
  colorBgContainer: "color-surface",
  colorBgElevated: "color-surface",
  colorBgLayout: "color-bg",
  colorText: "color-text",
  colorTextSecondary: "color-text-muted",
  colorBorder: "color-border",
  fontFamily: "font-family",
} as const;

/**
 * The antd theme of the media dialogs, from the editor's tokens where the dialogs render (they
 * inherit from `<html>`/`<body>`): the dark algorithm under `data-vitrine-theme="dark"`, the
 * editor's primary, surface and text. So the dialogs' antd controls match the editor in both
 * themes without the host configuring antd (issue 35: alone they were light controls on a dark
 * frame, 1.2:1 text). A host's own ConfigProvider theme stays underneath; the editor's wins.
 */
export function editorAntdTheme(element: Element): ThemeConfig {
  const style = getComputedStyle(element);
  const token: Record<string, string> = {};
  for (const [key, name] of Object.entries(TOKENS)) {
    const value = style.getPropertyValue(`--vitrine-${name}`).trim();
    if (value) token[key] = value;
  }
  const dark = element.closest('[data-vitrine-theme="dark"]') !== null;
  return { algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token };
}

/** Re-reads the theme while `watching` when `<html>` or `<body>` changes theme, tokens or class. */
function useEditorAntdTheme(watching: boolean): ThemeConfig | undefined {
  const [config, setConfig] = useState<ThemeConfig>();
  useEffect(() => {
    if (!watching) return;
    const read = () => setConfig(editorAntdTheme(document.body));
    read();
    const observer = new MutationObserver(read);
    for (const target of [document.documentElement, document.body])
      observer.observe(target, {
        attributes: true,
        attributeFilter: ["data-vitrine-theme", "style", "class"],
      });
    return () => observer.disconnect();
  }, [watching]);
  return config;
}

/** Gives the dialogs' antd controls the editor's theme while `open`. */
export function EditorAntdTheme(props: { open: boolean; children: ReactNode }) {
  const config = useEditorAntdTheme(props.open);
  return <ConfigProvider theme={config}>{props.children}</ConfigProvider>;
}
