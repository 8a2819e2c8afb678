import { HOME_PATH, LOGIN_PATH, NO_ACCESS_PATH } from "../config";

export const WELCOME_PATH = "/welcome";

/** Where a signed-in user without any role lands (they have no routes). */
export const NO_ROLES_PATH = "/no-roles";

/** Paths anyone may open, signed in or not (admin-shell section 2, public routes). */
export const PUBLIC_PATHS = new Set<string>([
  LOGIN_PATH,
  WELCOME_PATH,
  "/visualizingDemo1",
  "/visualizingDemo2",
  NO_ACCESS_PATH,
]);

/**
 * Where a visit must go instead, or null to let it through:
 * - the root → /welcome, for everyone (the spec's root redirect);
 * - signed out, any non-public path → /login?redirect=<path and query>;
 * - signed in, /login → /home.
 */
export function accessRedirect(
  location: { pathname: string; search: string },
  signedIn: boolean,
): string | null {
  const { pathname, search } = location;
  if (pathname === "/") return WELCOME_PATH;
  if (signedIn) return pathname === LOGIN_PATH ? HOME_PATH : null;
  if (PUBLIC_PATHS.has(pathname)) return null;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The place to return to after sign-in. Only same-site paths are accepted: a crafted link such as
 * `/login?redirect=https://evil.example` must not send the operator away after they typed a password.
 */
export function afterSignInTarget(redirect: string | null): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//") || redirect.startsWith("/\\")) {
    return HOME_PATH;
  }
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return redirect;
}
