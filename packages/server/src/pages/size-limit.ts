import type { PageDocument } from "@vitrine/editor-core";
import type { PageTranslate } from "./messages.js";

/**
 * The largest page a save or a publish accepts. A phone page of a shop has tens of components;
 * 500 is far beyond any real one, and keeps a public render (one pass over the components, cached
 * per published version) to milliseconds. 2 MiB of document JSON holds 500 components with long
 * rich texts; images and videos are addresses, not bytes.
 */
export const MAX_PAGE_COMPONENTS = 500;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

function mebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

/** The refusal of a document past the limits, in the caller's language, or undefined. */
export function pageSizeRefusal(document: PageDocument, t: PageTranslate): string | undefined {
  const count = document.components.length;
  if (count > MAX_PAGE_COMPONENTS)
    return t("page.tooManyComponents", { count, limit: MAX_PAGE_COMPONENTS });
  const bytes = Buffer.byteLength(JSON.stringify(document), "utf8");
  if (bytes > MAX_PAGE_BYTES)
    return t("page.tooLarge", { size: mebibytes(bytes), limit: mebibytes(MAX_PAGE_BYTES) });
  return undefined;
}
