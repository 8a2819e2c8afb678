/** The app's current version (spec section 9); a different stored one means stale cached settings. */
export const APP_VERSION = "2.4.33";

/** Storage key (under `vitrine:`) of the version whose settings this browser holds. */
export const VERSION_KEY = "version";

/** Ask to upgrade when the stored version is missing or differs, except on the sign-in page. */
export function needsUpgradePrompt(stored: unknown, pathname: string): boolean {
  return pathname !== "/login" && stored !== APP_VERSION;
}
