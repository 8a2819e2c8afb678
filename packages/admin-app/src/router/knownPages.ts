import { hasView } from "./views";

/**
 * Whether the app has a page at `pathname` by its menu convention (a menu row's component is its
 * path plus "/index": /device/list opens "device/list/index"). In menu mode the routes of pages the
 * user's menu lacks are never registered, so without this a common user opening /device/list, /sos
 * or /upgrade met the not-found page instead of the no-access page.
 */
export function isAppPage(pathname: string): boolean {
  const local = pathname.replace(/^\/+|\/+$/g, "");
  return local !== "" && hasView(`${local}/index`);
}
