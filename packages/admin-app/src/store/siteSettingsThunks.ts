import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { Preferences, SiteSettings } from "../api/settings";
import type { RootState } from "./index";
import {
  type SettingsState,
  settingsChanged,
  settingsReplaced,
  settingsReset,
} from "./settingsSlice";
import {
  effectiveSettings,
  OWN_SETTING_KEYS,
  ownChanged,
  ownLoaded,
  publicSiteLoaded,
  siteLoaded,
} from "./siteSettingsSlice";
import type { StoreDependencies } from "./types";

type Thunk<R> = ThunkAction<R, RootState, StoreDependencies, UnknownAction>;

/** Shows the site settings under the operator's own choices. */
const applyEffective = (): Thunk<void> => (dispatch, getState) => {
  const { site, own } = getState().siteSettings;
  if (site) dispatch(settingsReplaced(effectiveSettings(site, own)));
};

/** The sign-in page's settings; without an answer the page keeps its built-in defaults. */
export const loadPublicSettings =
  (): Thunk<Promise<void>> =>
  async (dispatch, _getState, { settingsApi }) => {
    if (!settingsApi) return;
    try {
      dispatch(publicSiteLoaded(await settingsApi.getPublic()));
    } catch {
      // Offline or an old server: the sign-in page still offers every way in.
    }
  };

/**
 * Reads the site settings (and, with `withPreferences`, the operator's own choices: at the start of
 * a signed-in visit, so they follow the operator from another browser) and shows the result. Runs on
 * every navigation too, so an administrator's change reaches everyone on their next page.
 */
export const loadSettings =
  (withPreferences: boolean): Thunk<Promise<void>> =>
  async (dispatch, _getState, { settingsApi }) => {
    if (!settingsApi) return;
    try {
      const [site, own] = await Promise.all([
        settingsApi.getSite(),
        withPreferences ? settingsApi.getPreferences() : undefined,
      ]);
      dispatch(siteLoaded(site));
      if (own) dispatch(ownLoaded(own));
      dispatch(applyEffective());
    } catch {
      // The last settings stay shown; the next navigation tries again.
    }
  };

// One save at a time, the latest choices last: a slow earlier save never overwrites a later one.
let saving: Promise<unknown> = Promise.resolve();

const saveOwn =
  (): Thunk<Promise<void>> =>
  (_dispatch, getState, { settingsApi }) => {
    if (!settingsApi) return Promise.resolve();
    saving = saving
      .catch(() => undefined)
      .then(() => settingsApi.savePreferences(getState().siteSettings.own));
    return saving.then(
      () => undefined,
      () => undefined,
    );
  };

/** A drawer change: shown at once, kept as the operator's own and saved on the server. */
export const changeOwnSettings =
  (patch: Partial<SettingsState>): Thunk<Promise<void>> =>
  (dispatch) => {
    dispatch(settingsChanged(patch));
    const own: Preferences = {};
    for (const key of OWN_SETTING_KEYS)
      if (patch[key] !== undefined) (own as Record<string, unknown>)[key] = patch[key];
    dispatch(ownChanged(own));
    return dispatch(saveOwn());
  };

/** The operator's language choice, kept with their other choices. */
export const changeOwnLanguage =
  (language: Preferences["language"]): Thunk<Promise<void>> =>
  (dispatch) => {
    dispatch(ownChanged({ language }));
    return dispatch(saveOwn());
  };

/** "Reset to the site defaults": forgets the operator's own choices here and on the server. */
export const resetToSiteDefaults = (): Thunk<Promise<void>> => (dispatch, getState) => {
  dispatch(ownLoaded({}));
  if (getState().siteSettings.site) dispatch(applyEffective());
  else dispatch(settingsReset());
  return dispatch(saveOwn());
};

/**
 * The config screen's save of the site settings (settings:edit). Rejects with the server's message
 * (which names the refused setting in the operator's language); on success everything shown follows.
 */
export const saveSiteSettings =
  (change: Partial<SiteSettings>): Thunk<Promise<void>> =>
  async (dispatch, _getState, { settingsApi }) => {
    if (!settingsApi) return;
    dispatch(siteLoaded(await settingsApi.saveSite(change)));
    dispatch(applyEffective());
  };
