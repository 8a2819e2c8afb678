// A small allow-list sanitiser for rich-text HTML, usable in Node and in browsers (no DOM needed):
// it keeps known tags and attributes, drops script/style blocks with their content, event handlers
// and any URL whose scheme is not http(s), mailto, tel or a relative path.

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "span",
  "div",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "strike",
  "sub",
  "sup",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "font",
]);
const ALLOWED_ATTRIBUTES = new Set([
  "href",
  "src",
  "alt",
  "title",
  "style",
  "class",
  "width",
  "height",
  "target",
  "rel",
  "colspan",
  "rowspan",
  "align",
  "color",
  "size",
]);
const URL_ATTRIBUTES = new Set(["href", "src"]);
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG =
  /<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Entities and control characters could hide "javascript:" from a plain prefix check.
function decodeForCheck(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .split("")
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("");
}

function cleanAttributes(source: string): string {
  let out = "";
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(name)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (URL_ATTRIBUTES.has(name) && !SAFE_URL.test(decodeForCheck(value))) continue;
    if (
      name === "style" &&
      /expression\s*\(|url\s*\(\s*['"]?\s*javascript:/i.test(decodeForCheck(value))
    ) {
      continue;
    }
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/**
 * Whether the sanitiser would keep this address in an href or src: http(s), mailto, tel or a
 * relative path (also checked through entities and control characters). For links and images
 * drawn from component settings outside rich text.
 */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(decodeForCheck(url));
}

/** Rich-text HTML with only allow-listed tags and attributes and safe links. */
export function sanitizeHtml(html: string): string {
  const withoutBlocks = html.replace(/<!--[\s\S]*?-->/g, "").replace(DROPPED_WITH_CONTENT, "");
  let out = "";
  let last = 0;
  for (const match of withoutBlocks.matchAll(TAG)) {
    const index = match.index ?? 0;
    out += escapeText(withoutBlocks.slice(last, index));
    last = index + match[0].length;
    const tag = (match[1] ?? "").toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (match[0].startsWith("</")) out += `</${tag}>`;
    else out += `<${tag}${cleanAttributes(match[2] ?? "")}>`;
  }
  return out + escapeText(withoutBlocks.slice(last));
}

// Text between tags keeps its entities but a stray "<" can no longer open a tag.
const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
