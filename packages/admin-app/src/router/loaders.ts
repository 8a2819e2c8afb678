import { type LoaderFunction, redirect } from "react-router";
import { NO_ACCESS_PATH } from "../config";
import type { AppStore } from "../store";
import { loadUserInfo, selectIsSignedIn, selectUser, sessionCleared } from "../store/authSlice";
import { accessRedirect } from "./access";
import { mayOpen } from "./menuRoutes";
import type { MenuEntry } from "./staticMenu";

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
export function signedInLoader(store: AppStore, menu: readonly MenuEntry[]): LoaderFunction {
  return async ({ request }) => {
    const state = store.getState();
    // Loaders of all matched routes run in parallel: when signed out, the root's guard redirects
    // and this one must not call the server (or answer with a redirect of its own).
    if (!selectIsSignedIn(state)) return null;
    const pathname = new URL(request.url).pathname;
    const known = selectUser(state);
    if (known) return guardRoles(menu, pathname, known.roles);
    const result = await store.dispatch(loadUserInfo());
    if (loadUserInfo.fulfilled.match(result))
      return guardRoles(menu, pathname, result.payload.roles);
    if (result.payload?.kind === "session") {
      // The HTTP client has cleared the session already; clearing again here makes sure the guard
      // can never send the visitor back to this loader in a loop.
      store.dispatch(sessionCleared());
      throw redirect("/");
    }
    throw new Error(result.payload?.message ?? "The signed-in user could not be loaded");
  };
}

/** A route the user's roles do not open goes to /401, never to a half-working page. */
function guardRoles(menu: readonly MenuEntry[], pathname: string, roles: readonly string[]) {
  if (!mayOpen(menu, pathname, roles)) throw redirect(NO_ACCESS_PATH);
  return null;
}
