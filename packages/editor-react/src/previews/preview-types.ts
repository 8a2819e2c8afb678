import type { Locale } from "@vitrine/editor-core";

/** What every component preview receives: its props (as saved) and the page's language. */
export interface PreviewProps<P = Record<string, unknown>> {
  props: P;
  locale: Locale;
}

export const str = (value: unknown, fallback = ""): string =>
  typeof value === "string" ? value : fallback;
export const num = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;
