import type { Preferences, PublicSiteSettings, SiteSettings } from "@vitrine/contract";
import type { HttpClient } from "./http";

// The answers' shapes are the contract's, the same ones the server checks and stores.
export type { Preferences, PublicSiteSettings, SiteSettings } from "@vitrine/contract";

export interface SettingsApi {
  getPublic(): Promise<PublicSiteSettings>;
  getSite(): Promise<SiteSettings>;
  /** Changes the given settings (settings:edit); answers the whole set as saved. */
  saveSite(change: Partial<SiteSettings>): Promise<SiteSettings>;
  getPreferences(): Promise<Preferences>;
  /** Replaces the operator's own choices; `{}` returns them to the site defaults. */
  savePreferences(preferences: Preferences): Promise<Preferences>;
}

export function createSettingsApi(http: HttpClient): SettingsApi {
  return {
    // The sign-in page works with built-in defaults when this fails: no message for it.
    getPublic: () => http.get<PublicSiteSettings>("/settings/public", undefined, { quiet: true }),
    getSite: () => http.get<SiteSettings>("/settings/site", undefined, { quiet: true }),
    saveSite: (change) => http.post<SiteSettings>("/settings/site", change, { quiet: true }),
    getPreferences: () =>
      http.get<Preferences>("/settings/preferences", undefined, { quiet: true }),
    savePreferences: (preferences) => http.post<Preferences>("/settings/preferences", preferences),
  };
}
