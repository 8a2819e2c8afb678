import { isSafeUrl } from "../render/sanitize-html";

/**
 * The address of a caption's "more" link: `more.http` as a string, or its `externalLink` (the
 * typed address of an external link). Answers undefined when there is none or when the sanitiser
 * would refuse it (javascript:, data: and the like), so it never becomes a link.
 */
export function captionLinkOf(http: unknown): string | undefined {
  const address =
    typeof http === "string"
      ? http
      : http !== null && typeof http === "object"
        ? (http as { externalLink?: unknown }).externalLink
        : undefined;
  if (typeof address !== "string") return undefined;
  const trimmed = address.trim();
  return trimmed !== "" && isSafeUrl(trimmed) ? trimmed : undefined;
}
