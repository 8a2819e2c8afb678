import type { SettingsState } from "../store/settingsSlice";
import { DEFAULT_SETTINGS } from "../store/settingsSlice";

type EditorLook = Pick<SettingsState, "primaryColor" | "isDark" | "componentSize">;

/** Control height and font size of the page editor per antd component size (antd's own steps). */
const SIZES = {
  small: { control: "24px", font: "12px" },
  middle: { control: "32px", font: "13px" },
  large: { control: "40px", font: "15px" },
} as const;

/**
 * Maps the settings drawer's look onto the page editor's tokens (@vitrine/editor-react/styles.css)
 * on <html>, so the editor and its dialogs (rendered into <body>) restyle live with antd. The
 * default #409eff carries white text at only 2.8:1, so in light mode the editor uses the darker
 * shade of it antd's solid buttons use here (see themeFor); a colour the operator picks is used as is.
 */
export function applyEditorLook(root: HTMLElement, look: EditorLook) {
  const isDefault = look.primaryColor.toLowerCase() === DEFAULT_SETTINGS.primaryColor;
  const primary = isDefault && !look.isDark ? "#1d6fce" : look.primaryColor;
  const size = SIZES[look.componentSize] ?? SIZES.middle;
  root.setAttribute("data-vitrine-theme", look.isDark ? "dark" : "light");
  root.style.setProperty("--vitrine-color-primary", primary);
  root.style.setProperty("--vitrine-control-height", size.control);
  root.style.setProperty("--vitrine-font-size", size.font);
}
