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
 * How signed-in routes are decided: "menu" from the server's menu for the user
 * (/api/menu/getMenuListInfo), "static" from the app's own table filtered by the user's roles.
 */
export const ROUTE_MODE: "menu" | "static" = "menu";
