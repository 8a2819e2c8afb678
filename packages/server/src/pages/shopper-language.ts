import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import { readSiteSettings } from "../settings/site-settings.js";

const LOCALES: readonly Locale[] = ["zh-cn", "en", "zh-tw"];
/** As the public cache (public-cache.ts): trusted 1 s while this process wrote no settings. */
const RECHECK_MS = 1_000;

/**
 * The language a public page is answered in: `?lang=` first (a link the shop shares), then the
 * browser's Accept-Language, else the shop's default language from the system settings, as the
 * storefront's own pages choose it (storefront/routes.ts). The setting is read at most once a
 * second, so a page request reads nothing.
 */
export function createShopperLanguage(database: Database, now: () => number = Date.now) {
  let known: { language: Locale; readAt: number } | undefined;
  let reading: Promise<Locale> | undefined;

  async function shopLanguage(): Promise<Locale> {
    if (
      known &&
      now() - known.readAt < RECHECK_MS &&
      database.writes.lastWrite(["site_settings"]) < known.readAt
    )
      return known.language;
    if (!reading) {
      const readAt = now();
      reading = readSiteSettings(database.db)
        .then((settings) => {
          const language = LOCALES.includes(settings.defaultLanguage as Locale)
            ? (settings.defaultLanguage as Locale)
            : "zh-cn";
          known = { language, readAt };
          return language;
        })
        .finally(() => {
          reading = undefined;
        });
    }
    return reading;
  }

  return async function languageOf(request: FastifyRequest): Promise<Locale> {
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    if (typeof lang === "string" && LOCALES.includes(lang.toLowerCase() as Locale))
      return lang.toLowerCase() as Locale;
    if (request.headers["accept-language"]) return request.locale;
    return shopLanguage();
  };
}
