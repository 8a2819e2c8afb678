import type { Locale } from "@vitrine/editor-core";
import type { ReactNode } from "react";

/** What every component preview receives: its props (as saved) and the page's language. */
export interface PreviewProps<P = Record<string, unknown>> {
  props: P;
  locale: Locale;
}

export const str = (value: unknown, fallback = ""): string =>
  typeof value === "string" ? value : fallback;
export const num = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** A built-in preview; `id` is the component's, for the previews that name an anchor after it. */
export type BuiltinPreview = (props: PreviewProps & { id?: string | undefined }) => ReactNode;
