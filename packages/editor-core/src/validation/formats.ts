import type { FieldFormat } from "../registry/field-spec";

// Values that end up in a `style` attribute or a `src` of the public page. A format check is
// deliberately strict: a value passes only when it is plainly one colour or one address, so
// nothing like `red;position:fixed` or `url(javascript:...)` can ride along.

const NAMED_COLOURS = new Set(
  (
    "transparent currentcolor aliceblue antiquewhite aqua aquamarine azure beige bisque black " +
    "blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral " +
    "cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen " +
    "darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon " +
    "darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink " +
    "deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro " +
    "ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo " +
    "ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen " +
    "lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen " +
    "magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen " +
    "mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream " +
    "mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum " +
    "powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown " +
    "seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen " +
    "steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen"
  ).split(" "),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:%|deg)?`;
// rgb(), rgba(), hsl(), hsla() with three or four numbers, commas or spaces (and "/" before the
// alpha). Alpha values the original stored out of range, like rgba(50, 50, 51, 10), stay valid:
// browsers clamp them.
const FUNCTION = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:\s*,\s*|\s+)${NUMBER}(?:\s*,\s*|\s+)${NUMBER}(?:\s*[,/]\s*${NUMBER})?\s*\)$`,
  "i",
);

/** One CSS colour: hex, rgb(a), hsl(a) or a named colour. */
export function isColour(value: string): boolean {
  const colour = value.trim();
  return HEX.test(colour) || FUNCTION.test(colour) || NAMED_COLOURS.has(colour.toLowerCase());
}

// Characters that could close a CSS url() or an attribute, or start another declaration.
const UNSAFE = /[\s"'`()<>\\;{}]/;

/**
 * A path of this site (`/uploads/a.png`, `/media/a.png`): one leading slash (never `//host` or
 * `/\host`, which browsers read as another site) and no `..` segment, plain or percent-encoded.
 * The original's pages hold such paths outside `/uploads/`, and importing them emptied every one
 * (issue 34): they are as safe in a `src` as our own media.
 */
function isSitePath(value: string): boolean {
  if (!/^\/[^/\\]/.test(value)) return false;
  const path = value.split(/[?#]/)[0] ?? "";
  return !path.split("/").some((segment) => /^(?:\.|%2e){2}$/i.test(segment));
}

/** A path of this site or an http(s) address; nothing else reaches a style or src. */
export function isMediaAddress(value: string): boolean {
  if (UNSAFE.test(value)) return false;
  if (value.startsWith("/")) return isSitePath(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A video: an mp4 of the media library, or any http(s) address. */
export function isVideoAddress(value: string): boolean {
  if (!isMediaAddress(value)) return false;
  if (!value.startsWith("/uploads/")) return true;
  return /\.mp4$/i.test(value.split(/[?#]/)[0] ?? "");
}

/** A link's typed address: http(s), or a path of this site (`/p/12`, not `//host`). */
export function isLinkAddress(value: string): boolean {
  const address = value.trim();
  if (address.startsWith("/") && !address.startsWith("//")) return !/[\s"'<>`\\]/.test(address);
  if (!/^https?:\/\//i.test(address) || /[\s"'<>`\\]/.test(address)) return false;
  try {
    return new URL(address).hostname !== "";
  } catch {
    return false;
  }
}

const checks: Record<FieldFormat, (value: string) => boolean> = {
  colour: isColour,
  image: isMediaAddress,
  video: isVideoAddress,
  link: isLinkAddress,
};

/** Whether a string has the format (empty means "not set" and always passes). */
export function hasFormat(value: string, format: FieldFormat): boolean {
  return value.trim() === "" || checks[format](value);
}

/**
 * The typed address a value of the field holds, to be checked: the string itself, or for a link
 * target object its `externalLink` (a picked internal page holds none).
 */
export function addressOf(value: unknown, format: FieldFormat): string | undefined {
  if (typeof value === "string") return value;
  if (format !== "link" || value === null || typeof value !== "object") return undefined;
  const address = (value as { externalLink?: unknown }).externalLink;
  return typeof address === "string" ? address : undefined;
}
