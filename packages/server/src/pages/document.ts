import {
  DocumentError,
  fromLegacyPage,
  type Locale,
  type PageDocument,
  parseDocument,
} from "@vitrine/editor-core";
import { sanitizeHtml } from "@vitrine/editor-react/server";

export type DocumentRead = { ok: true; document: PageDocument } | { ok: false; detail: string };

/** Components whose props hold HTML, and which prop. */
const HTML_PROPS: Record<string, readonly string[]> = { richtext: ["myValue"] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The original system's record `{id, name, templateJson, component}` rather than our document. */
function isLegacyRecord(value: Record<string, unknown>): boolean {
  return ("templateJson" in value || "component" in value) && !("components" in value);
}

/**
 * Reads a document as a client sent it: ours (any schema version, migrated by editor-core) or the
 * original system's page record, as an object or as JSON text. Anything unreadable answers the
 * editor-core message naming the place, in the caller's language.
 */
export function readDocument(input: unknown, locale: Locale): DocumentRead {
  try {
    let value = input;
    if (typeof input === "string") value = parseDocumentText(input, locale);
    const document =
      isObject(value) && isLegacyRecord(value)
        ? fromLegacyPage(value, { locale })
        : // The server checks every component: a type it does not know is refused, not kept.
          parseDocument(value, { locale, unknownTypes: "refuse" });
    return { ok: true, document };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, detail: error.translate(locale) };
    // A structure too deep to copy or walk is as unreadable as malformed JSON.
    if (error instanceof RangeError) return { ok: false, detail: error.message };
    throw error;
  }
}

function parseDocumentText(text: string, locale: Locale): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = (error as Error).message;
    throw new DocumentError("document.malformedJson", { field: "document", detail }, {}, locale);
  }
}

/**
 * A link a browser would run as code. Control characters and spaces are dropped first because
 * browsers ignore them inside a scheme (`java\tscript:`).
 */
export function isScriptUrl(value: string): boolean {
  const compact = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .toLowerCase();
  return (
    compact.startsWith("javascript:") ||
    compact.startsWith("vbscript:") ||
    compact.startsWith("data:text/html")
  );
}

function cleanValue(value: unknown): unknown {
  if (typeof value === "string") return isScriptUrl(value) ? "" : value;
  if (Array.isArray(value)) return value.map(cleanValue);
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanValue(item)]));
  return value;
}

/**
 * The document with rich-text HTML passed through the allow-list sanitiser and every script link
 * emptied, wherever it sits (a "more" link, an image list, a page setting). Run on save and again
 * before rendering, so a row written by other means is never served as it is.
 */
export function sanitizeDocument(document: PageDocument): PageDocument {
  const components = document.components.map((component) => {
    const props = cleanValue(component.props) as Record<string, unknown>;
    for (const key of HTML_PROPS[component.type] ?? []) {
      if (typeof props[key] === "string") props[key] = sanitizeHtml(props[key]);
    }
    return { id: component.id, type: component.type, props };
  });
  return {
    schemaVersion: document.schemaVersion,
    settings: cleanValue(document.settings) as PageDocument["settings"],
    components,
  };
}

/** The row's name, description and category are the truth; the document's settings repeat them. */
export function withRowSettings(
  document: PageDocument,
  row: { name: string; details: string; classification: string },
): PageDocument {
  return { ...document, settings: { ...document.settings, ...row } };
}
