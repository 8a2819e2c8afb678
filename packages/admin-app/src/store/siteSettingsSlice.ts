import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Preferences, PublicSiteSettings, SiteSettings } from "../api/settings";
import { DEFAULT_SETTINGS, type SettingsState } from "./settingsSlice";

/**
 * The site settings as last read from the server, and the operator's own choices over them. The
 * settings slice holds what the app shows: `effectiveSettings` of these two.
 */
export interface SiteSettingsState {
  /** Read by the sign-in page before anyone signs in; null until it answered. */
  publicSite: PublicSiteSettings | null;
  /** Read once signed in; null until then. */
  site: SiteSettings | null;
  own: Preferences;
}

const initialState: SiteSettingsState = { publicSite: null, site: null, own: {} };

/** The drawer's settings that are the operator's own; the rest are the administrator's. */
export const OWN_SETTING_KEYS = [
  "primaryColor",
  "isDark",
  "layout",
  "componentSize",
  "isBreadcrumb",
  "isTagsView",
  "isFooter",
  "isGrayscale",
  "isWatermark",
  "watermarkText",
  "loaderRemovalDelayMs",
] as const satisfies ReadonlyArray<keyof SettingsState & keyof Preferences>;

/** The site defaults as drawer settings, under the operator's own choices. */
export function effectiveSettings(site: SiteSettings, own: Preferences): SettingsState {
  const result: SettingsState = {
    ...DEFAULT_SETTINGS,
    primaryColor: site.primaryColor,
    layout: site.layout,
    componentSize: site.componentSize,
    globalTitle: site.globalTitle,
    globalVersion: site.globalVersion,
    // The idle lock is the site's rule: an operator cannot opt out of it.
    isLockScreen: site.lockScreenEnabled,
    lockScreenTime: site.lockScreenMinutes,
  };
  const record = result as unknown as Record<string, unknown>;
  for (const key of OWN_SETTING_KEYS) if (own[key] !== undefined) record[key] = own[key];
  if (!site.darkModeAllowed) result.isDark = false;
  return result;
}

const siteSettingsSlice = createSlice({
  name: "siteSettings",
  initialState,
  reducers: {
    publicSiteLoaded(state, action: PayloadAction<PublicSiteSettings>) {
      state.publicSite = action.payload;
    },
    siteLoaded(state, action: PayloadAction<SiteSettings>) {
      state.site = action.payload;
    },
    ownLoaded(state, action: PayloadAction<Preferences>) {
      state.own = action.payload;
    },
    ownChanged(state, action: PayloadAction<Preferences>) {
      Object.assign(state.own, action.payload);
    },
  },
});

export const { publicSiteLoaded, siteLoaded, ownLoaded, ownChanged } = siteSettingsSlice.actions;
export const siteSettingsReducer = siteSettingsSlice.reducer;

export const selectPublicSite = (state: { siteSettings: SiteSettingsState }) =>
  state.siteSettings.publicSite;
export const selectSite = (state: { siteSettings: SiteSettingsState }) => state.siteSettings.site;
export const selectOwnPreferences = (state: { siteSettings: SiteSettingsState }) =>
  state.siteSettings.own;
