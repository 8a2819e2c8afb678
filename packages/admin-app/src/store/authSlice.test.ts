import { describe, expect, it, vi } from "vitest";
import type { AuthApi, UserInfo } from "../api/auth";
import { HttpError } from "../api/HttpError";
import { fakeAuthApi } from "../test/fakeAuthApi";
import {
  loadUserInfo,
  selectIsSignedIn,
  selectSignInError,
  selectSigningIn,
  selectUser,
  sessionCleared,
  signIn,
  signOut,
} from "./authSlice";
import { createAppStore, type TokenStore } from "./index";

const user: UserInfo = {
  userName: "admin",
  photo: "",
  time: "2026-01-02T03:04:05.000Z",
  roles: ["admin"],
  authBtnList: [],
};

function memoryTokenStore(initial: string | null = null): TokenStore & { value: string | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(token) {
      this.value = token;
    },
    clear() {
      this.value = null;
    },
  };
}

function setup(api: Partial<AuthApi> = {}, token: string | null = null) {
  const tokenStore = memoryTokenStore(token);
  const authApi: AuthApi = fakeAuthApi({
    signIn: vi.fn(async () => ({ token: "new-token" })),
    signOut: vi.fn(async () => {}),
    getUserInfo: vi.fn(async () => user),
    ...api,
  });
  return { store: createAppStore({ authApi, tokenStore }), tokenStore, authApi };
}

describe("auth slice", () => {
  it("starts signed in when a token survived the reload", () => {
    expect(selectIsSignedIn(setup({}, "kept").store.getState())).toBe(true);
    expect(selectIsSignedIn(setup().store.getState())).toBe(false);
  });

  it("signs in: keeps the token, shows pending while waiting", async () => {
    const { store, tokenStore } = setup();
    const pending = store.dispatch(signIn({ userName: "admin", password: "pw" }));
    expect(selectSigningIn(store.getState())).toBe(true);
    await pending;
    expect(selectSigningIn(store.getState())).toBe(false);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(tokenStore.value).toBe("new-token");
  });

  it("keeps the server's message when sign-in fails", async () => {
    const { store, tokenStore } = setup({
      signIn: async () => {
        throw new HttpError("business", "用户名或密码错误", { code: 1 });
      },
    });
    await store.dispatch(signIn({ userName: "admin", password: "bad" }));
    expect(selectSignInError(store.getState())).toBe("用户名或密码错误");
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(tokenStore.value).toBeNull();
  });

  it("loads the user, and signing out forgets token and user even if the server call fails", async () => {
    const { store, tokenStore } = setup(
      {
        signOut: async () => {
          throw new HttpError("network", "网络连接错误");
        },
      },
      "kept",
    );
    await store.dispatch(loadUserInfo());
    expect(selectUser(store.getState())).toEqual(user);
    await store.dispatch(signOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
    expect(tokenStore.value).toBeNull();
  });

  it("forgets the session when the server ends it", async () => {
    const { store } = setup({}, "kept");
    await store.dispatch(loadUserInfo());
    store.dispatch(sessionCleared());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
  });
});
