import type { FastifyRequest } from "fastify";
import type { Locale } from "../i18n/messages.js";

const ID = /^[1-9]\d{0,9}$/;
const INT_MAX = 2_147_483_647;
const LANGS: readonly Locale[] = ["zh-cn", "en", "zh-tw"];

/** A storefront page's query: anything a link or a shopper typed, checked value by value. */
export type StorefrontQuery = Record<string, unknown>;

/** An id from the path or the query; anything but a positive int4 is absent (the 404 page). */
export const idOf = (raw: string) =>
  ID.test(raw) && Number(raw) <= INT_MAX ? Number(raw) : undefined;

/** One text value of a query parameter (a repeated one counts as absent). */
export const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The shopper's language: `?lang=` first, then the browser's Accept-Language, else the shop's
 * default language from the settings. `lang` is kept in links only when the shopper chose it.
 */
export function languageOf(request: FastifyRequest, query: StorefrontQuery, fallback: Locale) {
  const lang = textOf(query.lang).toLowerCase() as Locale;
  if (LANGS.includes(lang)) return { locale: lang, lang };
  return {
    locale: request.headers["accept-language"] ? request.locale : fallback,
    lang: undefined,
  };
}
