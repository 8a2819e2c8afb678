import type { PageSettings } from "@vitrine/editor-core";
import type { CSSProperties } from "react";
import { isSafeUrl } from "./sanitize-html";

// Inside url("..."): a quote or backslash would end or bend the string, a line break is invalid.
const cssString = (value: string) => value.replace(/[\\"]/g, "\\$&").replace(/[\n\r\f]/g, "");

/**
 * The page background from the settings (bgColor, then bgImg covering it), the same on the editor
 * canvas and on published pages. An image address the sanitiser would refuse is not drawn.
 */
export function pageBackgroundStyle(settings: PageSettings, fallbackColor?: string): CSSProperties {
  const color =
    typeof settings.bgColor === "string" && settings.bgColor ? settings.bgColor : fallbackColor;
  const image = typeof settings.bgImg === "string" ? settings.bgImg.trim() : "";
  const drawn = image !== "" && isSafeUrl(image);
  return {
    backgroundColor: color,
    backgroundImage: drawn ? `url("${cssString(image)}")` : undefined,
    backgroundSize: drawn ? "cover" : undefined,
  };
}
