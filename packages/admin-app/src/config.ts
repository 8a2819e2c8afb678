/** Constants of the admin app that more than one module relies on. */

/** Every API call goes to this prefix on the same origin (the dev server proxies it). */
export const API_BASE = "/api";

/** The spec's HTTP timeout (admin-shell section 9). */
export const HTTP_TIMEOUT_MS = 50_000;

/** The session token lives in this cookie, so a reload keeps the operator signed in. */
export const TOKEN_COOKIE = "vitrine-token";

/** Every other browser-storage key carries this prefix, so clearing "our" storage is one sweep. */
export const STORAGE_PREFIX = "vitrine:";

/** Where a signed-in operator lands by default. */
export const HOME_PATH = "/home";

export const LOGIN_PATH = "/login";

/** Where a signed-in operator goes when their roles do not open the page they asked for. */
export const NO_ACCESS_PATH = "/401";

/**
 * How signed-in routes are built: "menu" from the server's menu for the user
 * (/api/menu/getMenuListInfo, each `component` path matched to a view), "static" from the app's own
 * table filtered by the user's roles.
 */
export type RouteMode = "menu" | "static";

/**
 * The route mode configured at build time (`VITE_ROUTE_MODE`, "menu" when unset). A misspelt value
 * stops the app with a message naming the variable instead of quietly building other routes.
 */
export function routeModeFrom(configured: string | undefined): RouteMode {
  const value = configured?.trim() ?? "";
  if (value === "") return "menu";
  if (value === "menu" || value === "static") return value;
  throw new Error(`VITE_ROUTE_MODE must be "menu" or "static", not "${value}"`);
}

export const ROUTE_MODE: RouteMode = routeModeFrom(import.meta.env.VITE_ROUTE_MODE);
