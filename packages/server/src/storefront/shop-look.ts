import type { Database } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import { readSiteSettings } from "../settings/site-settings.js";
import { shopColour } from "./theme.js";

/** What every shop page takes from the system settings: the shop's title, colour and language. */
export interface ShopLook {
  title: string;
  /** The theme colour, darkened where needed to read white on it (theme.ts). */
  colour: string;
  language: Locale;
  /** Names the look in a cache key: a change of title or colour renders the page again. */
  stamp: string;
}

const LOCALES: readonly Locale[] = ["zh-cn", "en", "zh-tw"];
/** As the public page cache (pages/public-cache.ts): trusted 1 s while this process wrote none. */
const RECHECK_MS = 1_000;

/**
 * The shop's look from the site settings, read at most once a second and at once after this
 * process wrote the settings (the write watch), so a page request reads nothing and a change made
 * in the settings screen reaches the next request; another process's change within 1 s.
 */
export function createShopLook(database: Database, now: () => number = Date.now) {
  let known: { look: ShopLook; readAt: number } | undefined;
  let reading: Promise<ShopLook> | undefined;
  return async function shopLook(): Promise<ShopLook> {
    if (
      known &&
      now() - known.readAt < RECHECK_MS &&
      database.writes.lastWrite(["site_settings"]) < known.readAt
    )
      return known.look;
    if (!reading) {
      const readAt = now();
      reading = readSiteSettings(database.db)
        .then((settings) => {
          const title = settings.globalTitle;
          const colour = shopColour(settings.primaryColor);
          const language = LOCALES.includes(settings.defaultLanguage as Locale)
            ? (settings.defaultLanguage as Locale)
            : "zh-cn";
          const look = { title, colour, language, stamp: `${colour}:${title}` };
          known = { look, readAt };
          return look;
        })
        .finally(() => {
          reading = undefined;
        });
    }
    return reading;
  };
}

export type ShopLookReader = ReturnType<typeof createShopLook>;
