import type { AuthApi } from "../api/auth";

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
}

export interface AppThunkConfig {
  extra: StoreDependencies;
}
