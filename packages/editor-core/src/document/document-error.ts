import { localizeParams } from "../i18n/localize-params";
import { type MessageParams, translate } from "../i18n/translate";
import type { Locale } from "../types";

export interface DocumentErrorPlace {
  /** 0-based index of the component in the list (messages show it 1-based). */
  index?: number | undefined;
  componentType?: string | undefined;
  /** Dot path of the field inside props or settings, or the record field ("templateJson"). */
  field?: string | undefined;
}

/**
 * Thrown when a document or legacy record cannot be read. The message names the place; the key and
 * params let a UI show it in the operator's language with `error.translate(locale)`.
 */
export class DocumentError extends Error {
  override readonly name = "DocumentError";
  readonly index?: number | undefined;
  readonly componentType?: string | undefined;
  readonly field?: string | undefined;

  constructor(
    readonly messageKey: string,
    readonly params: MessageParams,
    place: DocumentErrorPlace = {},
    locale: Locale = "en",
  ) {
    super(localize(messageKey, params, locale));
    this.index = place.index;
    this.componentType = place.componentType;
    this.field = place.field;
  }

  translate(locale: Locale): string {
    return localize(this.messageKey, this.params, locale);
  }
}

function localize(key: string, params: MessageParams, locale: Locale): string {
  return translate(key, locale, localizeParams(params, locale));
}
