import type { FieldSpecs } from "../registry/field-spec";

/** The widgets whose value is text a person wrote. */
const TEXT_WIDGETS: ReadonlySet<string> = new Set(["text", "textarea", "richtext"]);
/** Characters a hint keeps; the management list shows one line per row. */
export const CONTENT_HINT_LENGTH = 24;

/**
 * A short line that tells a component apart from others of its type: the first text its fields
 * hold (a rich text's without its tags), else the first text of its first list item that has one.
 * Three 公告 rows in the management list looked the same (issue 34, item 6); with this each shows
 * its own notice. Empty when the component holds no text. Works for host components alike, from
 * their field declarations.
 */
export function contentHint(
  fields: FieldSpecs | undefined,
  props: Readonly<Record<string, unknown>>,
): string {
  const text = fields ? firstText(fields, props) : undefined;
  if (!text) return "";
  const chars = [...text];
  return chars.length > CONTENT_HINT_LENGTH
    ? `${chars.slice(0, CONTENT_HINT_LENGTH - 1).join("")}…`
    : text;
}

function firstText(
  fields: FieldSpecs,
  props: Readonly<Record<string, unknown>>,
): string | undefined {
  for (const [name, spec] of Object.entries(fields)) {
    const value = props[name];
    if (!spec.ui || !TEXT_WIDGETS.has(spec.ui.widget) || typeof value !== "string") continue;
    const text = spec.ui.widget === "richtext" ? plainText(value) : value.trim();
    if (text) return text.replace(/\s+/g, " ");
  }
  for (const [name, spec] of Object.entries(fields)) {
    const items = props[name];
    if (!spec.fields || !Array.isArray(items)) continue;
    for (const item of items) {
      if (item === null || typeof item !== "object") continue;
      const text = firstText(spec.fields, item as Record<string, unknown>);
      if (text) return text;
    }
  }
  return undefined;
}

const ENTITIES: Readonly<Record<string, string>> = {
  "&nbsp;": " ",
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** A rich text's words: tags dropped, the common entities read. Only shown as text, never as HTML. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}
