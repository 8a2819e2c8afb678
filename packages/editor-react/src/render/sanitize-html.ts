// The address rule of rich text and component settings: an href or src is kept when its scheme is
// http(s), mailto or tel, or it is a relative path. Small and framework-free so the first chunk
// carries it; the sanitiser itself (sanitize-rich-text.ts) loads lazily in browsers.

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i;

// Entities and control characters could hide "javascript:" from a plain prefix check.
export function decodeForCheck(value: string): string {
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

/**
 * Whether the sanitiser would keep this address in an href or src: http(s), mailto, tel or a
 * relative path (also checked through entities and control characters). For links and images
 * drawn from component settings outside rich text.
 */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(decodeForCheck(url));
}
