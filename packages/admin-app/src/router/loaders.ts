import { type LoaderFunction, redirect } from "react-router";
import { NO_ACCESS_PATH } from "../config";
import { visibleMenu } from "../layout/visibleMenu";
import type { AppStore } from "../store";
import { loadUserInfo, selectIsSignedIn, selectUser, sessionCleared } from "../store/authSlice";
import { accessRedirect } from "./access";
import { mayOpen } from "./menuRoutes";
import { type MenuEntry, STATIC_MENU } from "./staticMenu";

/** Runs before every navigation: signed-out visitors go to sign-in, signed-in ones skip it. */
export function accessGuardLoader(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const target = accessRedirect(new URL(request.url), selectIsSignedIn(store.getState()));
    if (target) throw redirect(target);
    return null;
  };
}

/**
 * Signed-in pages need the user: load it once per session (a reload starts here with only the token
 * from the cookie). When the server has ended the session, the HTTP client has cleared it and the
 * root's guard sends the visitor to sign-in.
 */
/** Where the signed-in user's menu comes from: the server's menu, or the static table by roles. */
export type MenuSource = (roles: readonly string[]) => Promise<readonly MenuEntry[]>;

export function staticMenuSource(menu: readonly MenuEntry[]): MenuSource {
  return async (roles) => visibleMenu(menu, roles);
}

/** The server's menu, asked once per session token (every navigation runs this loader). */
export function serverMenuSource(store: AppStore, fetchMenu: () => Promise<MenuEntry[]>) {
  let cached: { token: string | null; menu: Promise<MenuEntry[]> } | undefined;
  const source: MenuSource = () => {
    const token = store.getState().auth.token;
    if (cached?.token !== token) {
      const menu = fetchMenu();
      cached = { token, menu };
      // A failed answer must be asked again on the next navigation, not kept.
      menu.catch(() => {
        cached = undefined;
      });
    }
    return (cached as { menu: Promise<MenuEntry[]> }).menu;
  };
  return source;
}

export function signedInLoader(store: AppStore, menuSource: MenuSource): LoaderFunction {
  return async ({ request }) => {
    const state = store.getState();
    // Loaders of all matched routes run in parallel: when signed out, the root's guard redirects
    // and this one must not call the server (or answer with a redirect of its own).
    if (!selectIsSignedIn(state)) return null;
    const pathname = new URL(request.url).pathname;
    const known = selectUser(state);
    if (known) return guardRoutes(await menuSource(known.roles), pathname);
    const result = await store.dispatch(loadUserInfo());
    if (loadUserInfo.fulfilled.match(result)) {
      return guardRoutes(await menuSource(result.payload.roles), pathname);
    }
    if (result.payload?.kind === "session") {
      // The HTTP client has cleared the session already; clearing again here makes sure the guard
      // can never send the visitor back to this loader in a loop.
      store.dispatch(sessionCleared());
      throw redirect("/");
    }
    throw new Error(result.payload?.message ?? "The signed-in user could not be loaded");
  };
}

/**
 * A known route missing from the user's menu goes to /401, never to a half-working page; unknown
 * paths fall through to the not-found page. The layout reads the menu from this loader's data.
 */
function guardRoutes(menu: readonly MenuEntry[], pathname: string) {
  if (!mayOpen(STATIC_MENU, menu, pathname)) throw redirect(NO_ACCESS_PATH);
  return { menu };
}
