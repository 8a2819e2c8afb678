import { type Editor, fromLegacyPage, type LegacyPageRecord } from "@vitrine/editor-core";

/**
 * Loads JSON text into the editor: our document format, or the original system's page record
 * ({id, name, templateJson, component}). Answers the error message when it cannot be read.
 */
export function importPageJson(editor: Editor, text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  try {
    const isLegacy =
      typeof parsed === "object" &&
      parsed !== null &&
      "component" in parsed &&
      "templateJson" in parsed;
    const result = isLegacy
      ? editor.load(fromLegacyPage(parsed as LegacyPageRecord))
      : editor.load(parsed as object);
    return result.ok ? null : result.message;
  } catch (error) {
    const translated = (error as { translate?: (locale: string) => string }).translate;
    return translated ? translated.call(error, editor.getLocale()) : (error as Error).message;
  }
}
