// The rich-text sanitiser, on the maintained `sanitize-html` (htmlparser2: no DOM, so it runs in
// Node for the server and in browsers alike). It keeps the allow-listed tags and attributes below,
// drops script/style/iframe/object/embed/template/noscript with their content, event handlers,
// any href or src that `isSafeUrl` refuses and styles that could run script (old IE expression()
// or a javascript: url()). About 58 kB gzip in a browser: the preview loads it lazily.
import sanitize from "sanitize-html";
import { decodeForCheck, isSafeUrl } from "./sanitize-html";

const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTRIBUTES = [
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
];
const SCRIPTED_STYLE = /expression\s*\(|url\s*\(\s*['"]?\s*javascript:/i;

/** Drops the URL and style attributes our rules refuse, before sanitize-html's own checks. */
function dropUnsafeAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === "href" || name === "src") && !isSafeUrl(value)) continue;
    if (name === "style" && SCRIPTED_STYLE.test(decodeForCheck(value))) continue;
    kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { "*": ALLOWED_ATTRIBUTES },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // Styles are kept as written (the check above refuses the scripted ones); parsing them would
  // pull postcss's rewriting into every stored text.
  parseStyleAttributes: false,
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
  ],
  transformTags: { "*": dropUnsafeAttributes },
};

// A "<" that no ">" follows can never open a tag; the parser would drop it and the rest of the
// text with it, so it is kept as the visible text the author typed. (One scan: a regex lookahead
// per "<" would be quadratic on a long text of them.)
function escapeUnclosedTags(html: string): string {
  const afterLastClose = html.lastIndexOf(">") + 1;
  const tail = html.slice(afterLastClose);
  return tail.includes("<") ? html.slice(0, afterLastClose) + tail.replaceAll("<", "&lt;") : html;
}

/** Rich-text HTML with only allow-listed tags and attributes and safe links. */
export function sanitizeHtml(html: string): string {
  return (
    sanitize(escapeUnclosedTags(html), OPTIONS)
      // Void elements as HTML writes them (`<br>`, not `<br />`): a literal " />" cannot
      // come from text or attribute values, whose ">" are escaped.
      .replace(/ \/>/g, ">")
  );
}
