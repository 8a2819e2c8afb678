import type { TFunction } from "i18next";
import { LANGUAGES } from "../../../i18n";

/**
 * The tag title a details link carries: the current language's text as a plain string, or one
 * text per language as JSON (the tags view picks the current language's, section 2).
 */
export function sampleTagName(t: TFunction, perLanguage: boolean): string {
  if (!perLanguage) return t("demos.params.sampleName");
  return JSON.stringify(
    Object.fromEntries(LANGUAGES.map((lng) => [lng, t("demos.params.sampleName", { lng })])),
  );
}
