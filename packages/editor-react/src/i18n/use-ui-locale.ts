import type { Locale } from "@vitrine/editor-core";
import { useEffect, useState } from "react";
import { hasUiMessages, loadUiMessages } from "./ui-messages";

/**
 * The language to draw the workbench in: `locale` once its texts are here, until then the one
 * shown before (zh-cn at first), so a switch never shows message keys or a mix of languages.
 * With its texts already loaded (zh-cn, or preloaded by the host) it is `locale` at once.
 */
export function useUiLocale(locale: Locale): Locale {
  const [shown, setShown] = useState<Locale>(() => (hasUiMessages(locale) ? locale : "zh-cn"));
  const ready = hasUiMessages(locale);
  useEffect(() => {
    // Remembered, so that a later switch to a language still loading keeps this one on screen.
    if (ready) return setShown(locale);
    let current = true;
    loadUiMessages(locale).then(
      () => current && setShown(locale),
      // Without its texts the editor stays in the language it shows.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale, ready]);
  return ready ? locale : shown;
}
