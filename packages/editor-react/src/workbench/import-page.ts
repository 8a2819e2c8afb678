import {
  DocumentError,
  type Editor,
  fromLegacyPage,
  type PageDocument,
  parseDocument,
} from "@vitrine/editor-core";

export type PageJsonReading = { ok: true; document: PageDocument } | { ok: false; message: string };

/**
 * Reads the JSON text of a page: our document format, or the original system's page record
 * ({id, name, templateJson, component}, with JSON text inside). Answers the checked document, or
 * the message saying what is wrong in the editor's language; the page is not touched, so the
 * caller can ask before replacing it (`editor.importDocument`, one undoable step).
 */
export function readPageJson(editor: Editor, text: string): PageJsonReading {
  const locale = editor.getLocale();
  const options = { registry: editor.registry, locale };
  try {
    const parsed = parseJsonText(text);
    const input = isLegacyRecord(parsed) ? fromLegacyPage(parsed, options) : parsed;
    return { ok: true, document: parseDocument(input, options) };
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    const detail = error.translate(locale);
    return { ok: false, message: editor.translate("command.invalidDocument", { detail }) };
  }
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // parseDocument says the text is not JSON with a DocumentError in the editor's language.
    return parseDocument(text);
  }
}

function isLegacyRecord(value: unknown): value is object {
  return (
    typeof value === "object" && value !== null && "component" in value && "templateJson" in value
  );
}

/**
 * Reads the JSON text and replaces the page with it at once, as one undoable step (no question
 * asked: the toolbar asks first). Answers the message when it cannot be read, else null.
 */
export function importPageJson(editor: Editor, text: string): string | null {
  const reading = readPageJson(editor, text);
  if (!reading.ok) return reading.message;
  const result = editor.importDocument(reading.document);
  return result.ok ? null : result.message;
}
