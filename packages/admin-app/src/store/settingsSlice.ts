import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** The four frames a signed-in page can sit in (admin-shell spec, settings drawer). */
export type LayoutName = "defaults" | "classic" | "transverse" | "columns";
export type ComponentSize = "small" | "middle" | "large";

/**
 * The layout and theme settings the app shows: the site defaults an administrator sets, under the
 * operator's own choices from the settings drawer (store/siteSettingsSlice.ts keeps both and the
 * server keeps them for good). Also kept in browser storage under `vitrine:settings`, so a reload
 * shows them before the server answers; the version prompt's "clear" sweeps them with the rest.
 */
export interface SettingsState {
  primaryColor: string;
  isDark: boolean;
  layout: LayoutName;
  globalTitle: string;
  componentSize: ComponentSize;
  /** Lock the screen after `lockScreenTime` minutes without input. */
  isLockScreen: boolean;
  lockScreenTime: number;
  globalVersion: string;
  isBreadcrumb: boolean;
  isTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isWatermark: boolean;
  watermarkText: string;
  /** How long index.html's start-up indicator takes to fade once the first page is ready (section 9). */
  loaderRemovalDelayMs: number;
}

export const SETTINGS_STORAGE_KEY = "settings";

/** The spec's defaults (admin-shell section 9): #409eff, lock time 30, version V1.0.0. */
export const DEFAULT_SETTINGS: SettingsState = {
  primaryColor: "#409eff",
  isDark: false,
  layout: "defaults",
  globalTitle: "Vitrine",
  componentSize: "middle",
  isLockScreen: false,
  lockScreenTime: 30,
  globalVersion: "V1.0.0",
  isBreadcrumb: true,
  isTagsView: true,
  isFooter: true,
  isGrayscale: false,
  isWatermark: false,
  watermarkText: "Vitrine",
  loaderRemovalDelayMs: 300,
};

/** Stored settings over the defaults; unknown or mistyped stored fields are ignored. */
export function initialSettings(stored: unknown): SettingsState {
  const result: SettingsState = { ...DEFAULT_SETTINGS };
  if (!stored || typeof stored !== "object") return result;
  const record = result as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    if (key in DEFAULT_SETTINGS && typeof value === typeof record[key]) record[key] = value;
  }
  return result;
}

const settingsSlice = createSlice({
  name: "settings",
  initialState: DEFAULT_SETTINGS,
  reducers: {
    settingsChanged(state, action: PayloadAction<Partial<SettingsState>>) {
      Object.assign(state, action.payload);
    },
    settingsReset() {
      return DEFAULT_SETTINGS;
    },
    /** The site defaults under the operator's own choices, as read from the server (issue 26). */
    settingsReplaced(_state, action: PayloadAction<SettingsState>) {
      return action.payload;
    },
  },
});

export const { settingsChanged, settingsReset, settingsReplaced } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;

export const selectSettings = (state: { settings: SettingsState }) => state.settings;
