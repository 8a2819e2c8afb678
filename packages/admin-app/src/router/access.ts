import { HOME_PATH, LOGIN_PATH, NO_ACCESS_PATH } from "../config";

/** Paths a signed-out visitor may open (issue 6 adds /welcome, /401 and the demo pages). */
const PUBLIC_PATHS = new Set<string>([LOGIN_PATH, NO_ACCESS_PATH]);

/**
 * Where a visit must go instead, or null to let it through:
 * - signed out, any non-public path → /login?redirect=<path and query> (the root needs no redirect);
 * - signed in, /login or the root → /home.
 */
export function accessRedirect(
  location: { pathname: string; search: string },
  signedIn: boolean,
): string | null {
  const { pathname, search } = location;
  if (signedIn) {
    return pathname === LOGIN_PATH || pathname === "/" ? HOME_PATH : null;
  }
  if (PUBLIC_PATHS.has(pathname)) return null;
  if (pathname === "/") return LOGIN_PATH;
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
