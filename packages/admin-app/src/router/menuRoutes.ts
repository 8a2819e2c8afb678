import { LAYOUT_VIEWS } from "@vitrine/contract";
import { matchPath, type RouteObject, redirect } from "react-router";
import { hasRouteRole } from "../auth/permissions";
import { NO_ROLES_PATH, PUBLIC_PATHS } from "./access";
import { isAppPage } from "./knownPages";
import type { MenuEntry } from "./staticMenu";
import { flattenMenu, STATIC_MENU } from "./staticMenu";
import { loadView } from "./views";

/**
 * The `component` of a menu row that only groups its children (the server's seed uses it for
 * sections such as /system): it has no page of its own and leads to its redirect or first child.
 */
export const PARENT_COMPONENT = LAYOUT_VIEWS.parent;

/**
 * Route objects for the signed-in tree, from the static table or the server's menu. Entries become
 * flat sibling routes (the layout draws the nesting as a menu), each carrying its meta on `handle`
 * for titles, breadcrumbs and tags. A section leads to its redirect (or first visible child); every
 * other entry opens the view of its `component`, or the titled placeholder when there is none yet.
 * Rows whose path cannot be a signed-in route (no leading "/", a public page's path) are left out,
 * so a mistyped menu row cannot take over /login.
 */
export function menuRoutes(entries: readonly MenuEntry[]): RouteObject[] {
  return flattenMenu(entries).flatMap((entry): RouteObject[] => {
    if (!isSignedInPath(entry.path)) return [];
    const path = entry.path.slice(1);
    const component = entry.component === PARENT_COMPONENT ? "" : (entry.component ?? "");
    const target = component ? "" : sectionTarget(entry);
    if (target) return [{ path, handle: entry.meta, loader: () => redirect(target) }];
    return [
      {
        path,
        handle: entry.meta,
        lazy: async () => ({ Component: await loadView(component || undefined) }),
      },
    ];
  });
}

function isSignedInPath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    path !== "/" &&
    !PUBLIC_PATHS.has(path) &&
    path !== NO_ROLES_PATH
  );
}

/** Where a section without a page of its own leads: its redirect, else its first visible child. */
function sectionTarget(entry: MenuEntry): string {
  if (entry.redirect && entry.redirect !== entry.path) return entry.redirect;
  const first = entry.children?.find((child) => !child.meta.isHide);
  return first && first.path !== entry.path ? first.path : "";
}

/**
 * What the signed-in user gets at `pathname`:
 * - "open": the path is in their menu (entries with parameters match by pattern);
 * - "forbidden": the app has the page (the static table, a route registered from a menu, or a
 *   view of the app's by its path) but their menu does not hold it → /401, never a half-working
 *   page;
 * - "unknown": no such page → the not-found page.
 */
export type RouteAccess = "open" | "forbidden" | "unknown";

export function routeAccess(
  userMenu: readonly MenuEntry[],
  pathname: string,
  { registered }: { registered: boolean },
): RouteAccess {
  const matches = (entry: MenuEntry) => matchPath(entry.path, pathname) !== null;
  if (flattenMenu(userMenu).some(matches)) return "open";
  if (registered || flattenMenu(STATIC_MENU).some(matches) || isAppPage(pathname))
    return "forbidden";
  return "unknown";
}

/**
 * The entries the roles open, hidden ones included: hidden only means "not in the side menu"
 * (details pages, the media library), not "closed".
 */
export function menuForRoles(entries: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  return entries
    .filter((entry) => hasRouteRole(roles, entry.meta.roles))
    .map((entry) =>
      entry.children ? { ...entry, children: menuForRoles(entry.children, roles) } : entry,
    );
}
