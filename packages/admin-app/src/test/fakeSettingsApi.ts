import { DEFAULT_SITE_SETTINGS } from "@vitrine/contract";
import type { Preferences, SettingsApi, SiteSettings } from "../api/settings";

/** The server's defaults, for tests and stories. */
export const SITE_DEFAULTS: SiteSettings = { ...DEFAULT_SITE_SETTINGS };

/**
 * A settings API over memory: one site, one operator's preferences, and every preferences save
 * recorded in order, as the server would receive them.
 */
export function fakeSettingsApi(
  site: Partial<SiteSettings> = {},
  own: Preferences = {},
): SettingsApi & { site: SiteSettings; own: Preferences; saves: Preferences[] } {
  const api = {
    site: { ...SITE_DEFAULTS, ...site },
    own: { ...own },
    saves: [] as Preferences[],
    getPublic: async () => {
      const { globalTitle, logoUrl, defaultLanguage, signInPassword, signInSms, signInQr } =
        api.site;
      return { globalTitle, logoUrl, defaultLanguage, signInPassword, signInSms, signInQr };
    },
    getSite: async () => ({ ...api.site }),
    saveSite: async (change: Partial<SiteSettings>) => {
      api.site = { ...api.site, ...change };
      return { ...api.site };
    },
    getPreferences: async () => ({ ...api.own }),
    savePreferences: async (preferences: Preferences) => {
      api.own = { ...preferences };
      api.saves.push({ ...preferences });
      return { ...preferences };
    },
  };
  return api;
}
