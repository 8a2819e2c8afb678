import { type LoaderFunction, redirect } from "react-router";
import { HOME_PATH, LOGIN_PATH, NO_ACCESS_PATH } from "../config";
import type { AppStore } from "../store";
import { loadUserInfo, selectIsSignedIn, selectUser, sessionCleared } from "../store/authSlice";
import { accessRedirect } from "./access";
import { mayOpen, menuForRoles } from "./menuRoutes";
import { type MenuEntry, STATIC_MENU } from "./staticMenu";

/** Runs before every navigation: signed-out visitors go to sign-in, signed-in ones skip it. */
export function accessGuardLoader(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const target = accessRedirect(new URL(request.url), selectIsSignedIn(store.getState()));
    if (target) throw redirect(target);
    return null;
  };
}

/** Where the signed-in user's menu comes from: the server's menu, or the static table by roles. */
export type MenuSource = (roles: readonly string[]) => Promise<readonly MenuEntry[]>;

export function staticMenuSource(menu: readonly MenuEntry[]): MenuSource {
  return async (roles) => menuForRoles(menu, roles);
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

/** Signed-in pages need the user (and, through their roles, the menu) before they render. */
export function signedInLoader(store: AppStore, menuSource: MenuSource): LoaderFunction {
  return async ({ request }) => {
    const state = store.getState();
    // Loaders of all matched routes run in parallel: when signed out, the root's guard redirects
    // and this one must not call the server (or answer with a redirect of its own).
    if (!selectIsSignedIn(state)) return null;
    const url = new URL(request.url);
    const user = await knownUser(store, url);
    // No role, no dynamic routes: the no-roles page says so instead of an empty frame.
    if (user.roles.length === 0) throw redirect(NO_ROLES_PATH);
    return guardRoutes(await menuSource(user.roles), url.pathname);
  };
}

export const NO_ROLES_PATH = "/no-roles";

/** /no-roles is only for signed-in users without roles; anyone with a role goes home. */
export function noRolesLoader(store: AppStore): LoaderFunction {
  return async ({ request }) => {
    if (!selectIsSignedIn(store.getState())) return null; // The root's guard redirects.
    const user = await knownUser(store, new URL(request.url));
    if (user.roles.length > 0) throw redirect(HOME_PATH);
    return null;
  };
}

/**
 * The signed-in user, loaded once per session (a reload starts here with only the token from the
 * cookie). When the server has ended the session, the HTTP client has cleared it: go to sign-in,
 * carrying the page that was asked for.
 */
async function knownUser(store: AppStore, url: URL) {
  const known = selectUser(store.getState());
  if (known) return known;
  const result = await store.dispatch(loadUserInfo());
  if (loadUserInfo.fulfilled.match(result)) return result.payload;
  if (result.payload?.kind === "session") {
    // Clearing again here makes sure the guard can never send the visitor back here in a loop.
    store.dispatch(sessionCleared());
    throw redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw new Error(result.payload?.message ?? "The signed-in user could not be loaded");
}

/**
 * A known route missing from the user's menu goes to /401, never to a half-working page; unknown
 * paths fall through to the not-found page. The layout reads the menu from this loader's data.
 */
function guardRoutes(menu: readonly MenuEntry[], pathname: string) {
  if (!mayOpen(STATIC_MENU, menu, pathname)) throw redirect(NO_ACCESS_PATH);
  return { menu };
}
