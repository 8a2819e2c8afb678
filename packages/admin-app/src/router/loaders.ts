import { type LoaderFunction, type PatchRoutesOnNavigationFunction, redirect } from "react-router";
import { HOME_PATH, LOGIN_PATH, NO_ACCESS_PATH } from "../config";
import type { AppStore } from "../store";
import { loadUserInfo, selectIsSignedIn, selectUser, sessionCleared } from "../store/authSlice";
import { accessRedirect, NO_ROLES_PATH } from "./access";
import { menuForRoles, menuRoutes, routeAccess } from "./menuRoutes";
import type { MenuEntry } from "./staticMenu";

export { NO_ROLES_PATH } from "./access";

/** Runs before every navigation: signed-out visitors go to sign-in, signed-in ones skip it. */
export function accessGuardLoader(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const target = accessRedirect(new URL(request.url), selectIsSignedIn(store.getState()));
    if (target) throw redirect(target);
    return null;
  };
}

/** Where the signed-in user's menu comes from: the server's menu, or the static table by roles. */
export interface MenuSource {
  menuFor(roles: readonly string[]): Promise<readonly MenuEntry[]>;
  /** Forget the menu held, so the next navigation asks again (the menu screen changed it). */
  invalidate(): void;
}

export function staticMenuSource(menu: readonly MenuEntry[]): MenuSource {
  return { menuFor: async (roles) => menuForRoles(menu, roles), invalidate: () => {} };
}

/** The server's menu, asked once per session token (every navigation runs the loader). */
export function serverMenuSource(
  store: AppStore,
  fetchMenu: () => Promise<MenuEntry[]>,
): MenuSource {
  let cached: { token: string | null; menu: Promise<MenuEntry[]> } | undefined;
  return {
    menuFor: () => {
      const token = store.getState().auth.token;
      if (!cached || cached.token !== token) {
        const menu = fetchMenu();
        const asked = { token, menu };
        cached = asked;
        // A failed answer must be asked again on the next navigation, not kept.
        menu.catch(() => {
          if (cached === asked) cached = undefined;
        });
      }
      return cached.menu;
    },
    invalidate: () => {
      cached = undefined;
    },
  };
}

/**
 * Signed-in pages need the user (and, through their roles, the menu) before they render. A path
 * the app has but the user's menu does not hold goes to /401; the layout reads the menu from this
 * loader's data.
 */
export function signedInLoader(store: AppStore, menuSource: MenuSource): LoaderFunction {
  return async ({ request, params }) => {
    const state = store.getState();
    // Loaders of all matched routes run in parallel: when signed out, the root's guard redirects
    // and this one must not call the server (or answer with a redirect of its own).
    if (!selectIsSignedIn(state)) return null;
    const url = new URL(request.url);
    const user = await knownUser(store, url);
    // No role, no dynamic routes: the no-roles page says so instead of an empty frame.
    if (user.roles.length === 0) throw redirect(NO_ROLES_PATH);
    const menu = await menuSource.menuFor(user.roles);
    // Only the catch-all (not-found) route has the "*" parameter: any other match is a page the app has.
    const registered = params["*"] === undefined;
    if (routeAccess(menu, url.pathname, { registered }) === "forbidden") {
      throw redirect(NO_ACCESS_PATH);
    }
    return { menu };
  };
}

/**
 * Menu mode: before a navigation that no route answers yet (the signed-in tree starts with only
 * the not-found page), add the routes of the user's menu under `routeId`. React Router then matches
 * the path again, which is the spec's "build and add the routes, then navigate again". Rows the menu
 * screen adds later are added the same way on the first visit after the menu is reloaded.
 */
export function menuRouteDiscovery(
  store: AppStore,
  menuSource: MenuSource,
  routeId: string,
): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (!selectIsSignedIn(store.getState())) return; // The root's guard sends the visit to sign-in.
    try {
      const user = await knownUser(store, new URL(path, "http://app.invalid"));
      if (user.roles.length === 0) return;
      patch(routeId, menuRoutes(await menuSource.menuFor(user.roles)));
    } catch {
      // The signed-in loader meets the same failure (an ended session, no network) and answers it.
    }
  };
}

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
