import type { Language } from "../i18n/languages";
import type { ComponentSize, LayoutName } from "../store/settingsSlice";
import type { HttpClient } from "./http";

/** The settings an administrator sets once for everyone (`GET /api/settings/site`). */
export interface SiteSettings {
  globalTitle: string;
  logoUrl: string;
  primaryColor: string;
  layout: LayoutName;
  componentSize: ComponentSize;
  darkModeAllowed: boolean;
  lockScreenEnabled: boolean;
  lockScreenMinutes: number;
  defaultLanguage: Language;
  globalVersion: string;
  signInPassword: boolean;
  signInSms: boolean;
  signInQr: boolean;
}

/** What the sign-in page reads before anyone signs in (`GET /api/settings/public`). */
export type PublicSiteSettings = Pick<
  SiteSettings,
  "globalTitle" | "logoUrl" | "defaultLanguage" | "signInPassword" | "signInSms" | "signInQr"
>;

/** An operator's own choices over the site defaults, as the server keeps them. */
export interface Preferences {
  primaryColor?: string;
  isDark?: boolean;
  layout?: LayoutName;
  componentSize?: ComponentSize;
  language?: Language;
  isBreadcrumb?: boolean;
  isTagsView?: boolean;
  isFooter?: boolean;
  isGrayscale?: boolean;
  isWatermark?: boolean;
  watermarkText?: string;
  loaderRemovalDelayMs?: number;
}

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
