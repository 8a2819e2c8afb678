import {
  DocumentError,
  defaultPageSettings,
  type Editor,
  fromLegacyPage,
  type PageDocument,
  type PageSettings,
  parseDocument,
  type RefusedValue,
} from "@vitrine/editor-core";

/** What an original page record carried beside its page: written back by its export. */
export interface LegacyOrigin {
  id: string | number | null;
  /** The component the original had selected (`active`), by its place in the page. */
  activeIndex: number;
}

export type PageJsonReading =
  | {
      ok: true;
      document: PageDocument;
      refused: readonly RefusedValue[];
      /** Set when the file was the original editor's record. */
      legacy?: LegacyOrigin | undefined;
    }
  | { ok: false; message: string };

/**
 * Reads the JSON text of a page: our document format, or the original system's page record
 * ({id, name, templateJson, component}, with JSON text inside). Answers the checked document, or
 * the message saying what is wrong in the editor's language; the page is not touched, so the
 * caller can ask before replacing it (`editor.importDocument`, one undoable step).
 */
export function readPageJson(editor: Editor, text: string): PageJsonReading {
  const locale = editor.getLocale();
  // What had to be emptied is listed to the operator before the import applies (issue 34).
  const refused: RefusedValue[] = [];
  const options = {
    registry: editor.registry,
    locale,
    onRefused: (r: RefusedValue) => refused.push(r),
  };
  try {
    const parsed = parseJsonText(text);
    const legacy = isLegacyRecord(parsed);
    const input = legacy ? fromLegacyPage(parsed, options) : parsed;
    const document = parseDocument(input, options);
    return legacy
      ? { ok: true, document, refused, legacy: legacyOrigin(parsed) }
      : { ok: true, document, refused };
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

/** The record's id and active component, so exporting it again writes the same record. */
function legacyOrigin(record: Record<string, unknown>): LegacyOrigin {
  const id = typeof record.id === "string" || typeof record.id === "number" ? record.id : null;
  let entries: unknown = record.component;
  if (typeof entries === "string") entries = JSON.parse(entries);
  const activeIndex = Array.isArray(entries)
    ? entries.findIndex(
        (entry) => typeof entry === "object" && entry !== null && entry.active === true,
      )
    : -1;
  return { id, activeIndex };
}

function isLegacyRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" && value !== null && "component" in value && "templateJson" in value
  );
}

/**
 * The settings an imported page takes: the file's when the operator chose them, else the current
 * page's, with the file's only where the current page still has the default. An import replaced
 * the page's own description and category, after which saving was refused with 请选择页面分类
 * (issue 34); a new, untouched page still takes the file's name and all.
 */
export function settingsForImport(
  current: PageSettings,
  incoming: PageSettings,
  takeFile: boolean,
): PageSettings {
  if (takeFile) return incoming;
  const merged: Record<string, unknown> = { ...incoming };
  const defaults = defaultPageSettings as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(current)) {
    if (value !== defaults[key]) merged[key] = value;
  }
  return merged as unknown as PageSettings;
}

/** The document an import applies: the file's components with `settingsForImport`'s settings. */
export function documentForImport(
  editor: Editor,
  incoming: PageDocument,
  takeFileSettings: boolean,
): PageDocument {
  const current = editor.getDocument().settings;
  return {
    ...incoming,
    settings: settingsForImport(current, incoming.settings, takeFileSettings),
  };
}

/**
 * Reads the JSON text and replaces the page's components with it at once, as one undoable step (no
 * question asked: the toolbar asks first); the page keeps the settings it has (settingsForImport). Answers the message when it cannot be read, else null.
 */
export function importPageJson(editor: Editor, text: string): string | null {
  const reading = readPageJson(editor, text);
  if (!reading.ok) return reading.message;
  const result = editor.importDocument(documentForImport(editor, reading.document, false));
  return result.ok ? null : result.message;
}
