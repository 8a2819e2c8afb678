import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { authReducer, initialAuthState } from "./authSlice";
import type { StoreDependencies } from "./types";

export type { StoreDependencies, TokenStore } from "./types";

const rootReducer = combineReducers({ auth: authReducer });
export type RootState = ReturnType<typeof rootReducer>;

/** The app's store; the session starts from whatever token survived in the token store. */
export function createAppStore(dependencies: StoreDependencies) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { auth: initialAuthState(dependencies.tokenStore.read()) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: dependencies } }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];
