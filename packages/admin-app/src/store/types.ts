import type { AuthApi } from "../api/auth";
import type { SettingsApi } from "../api/settings";
import type { PrefixedStorage } from "../utils/storage";

/** Where the session token is kept between reloads (the cookie in the app, memory in tests). */
export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

/** What thunks may use besides the state: injected so tests run without a server or a browser. */
export interface StoreDependencies {
  authApi: AuthApi;
  tokenStore: TokenStore;
  /** Site settings and the operator's own choices (issue 26); absent, the built-in defaults stay. */
  settingsApi?: SettingsApi;
  /** Where the layout settings persist (`vitrine:` localStorage in the app; absent in most tests). */
  settingsStorage?: PrefixedStorage;
  /** Per-tab storage (`vitrine:` sessionStorage in the app), where the open tags survive a reload. */
  tabStorage?: PrefixedStorage;
}

export interface AppThunkConfig {
  extra: StoreDependencies;
}
