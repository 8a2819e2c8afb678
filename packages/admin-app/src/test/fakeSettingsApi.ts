import type { Preferences, SettingsApi, SiteSettings } from "../api/settings";

/** The server's defaults (settings/site-settings.ts), for tests and stories. */
export const SITE_DEFAULTS: SiteSettings = {
  globalTitle: "Vitrine",
  logoUrl: "",
  primaryColor: "#409eff",
  layout: "defaults",
  componentSize: "middle",
  darkModeAllowed: true,
  lockScreenEnabled: false,
  lockScreenMinutes: 30,
  defaultLanguage: "zh-cn",
  globalVersion: "V1.0.0",
  signInPassword: true,
  signInSms: true,
  signInQr: true,
};

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
