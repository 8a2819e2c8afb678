import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { authReducer, initialAuthState } from "./authSlice";
import { initialLockState, LOCK_STORAGE_KEY, lockReducer, persistLock } from "./lockSlice";
import { initialSettings, SETTINGS_STORAGE_KEY, settingsReducer } from "./settingsSlice";
import { siteSettingsReducer } from "./siteSettingsSlice";
import { forgetStoredTagsWithoutSession, tagsReducer } from "./tagsSlice";
import type { StoreDependencies } from "./types";

export type { StoreDependencies, TokenStore } from "./types";

const rootReducer = combineReducers({
  auth: authReducer,
  settings: settingsReducer,
  tags: tagsReducer,
  lock: lockReducer,
  siteSettings: siteSettingsReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** The app's store; the session starts from whatever token survived in the token store. */
export function createAppStore(dependencies: StoreDependencies) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: initialAuthState(dependencies.tokenStore.read()),
      settings: initialSettings(dependencies.settingsStorage?.get(SETTINGS_STORAGE_KEY)),
      lock: initialLockState(dependencies.settingsStorage?.get(LOCK_STORAGE_KEY)),
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: dependencies } }),
  });
  persistSettings(store, dependencies.settingsStorage);
  persistLock(store, dependencies.settingsStorage);
  forgetStoredTagsWithoutSession(store, dependencies.tabStorage);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];

/** Writes the settings to storage whenever they change (and only then). */
function persistSettings(
  store: { getState(): RootState; subscribe(listener: () => void): () => void },
  settingsStorage: StoreDependencies["settingsStorage"],
) {
  if (!settingsStorage) return;
  let last = store.getState().settings;
  store.subscribe(() => {
    const next = store.getState().settings;
    if (next === last) return;
    last = next;
    settingsStorage.set(SETTINGS_STORAGE_KEY, next);
  });
}
