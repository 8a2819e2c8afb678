import type { Locale } from "../types";
import { type MessageParams, translate } from "./translate";

/**
 * Messages about wrong kinds carry `expected` as kind names ("number|string"); they are spelled
 * out in the reader's language only when the message is shown.
 */
export function localizeParams(
  params: MessageParams | undefined,
  locale: Locale,
): MessageParams | undefined {
  if (typeof params?.expected !== "string") return params;
  const or = locale === "en" ? " or " : "或";
  const expected = params.expected
    .split("|")
    .map((kind) => translate(`type.${kind}`, locale))
    .join(or);
  return { ...params, expected };
}
