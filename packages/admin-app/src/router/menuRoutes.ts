import { matchPath, type RouteObject, redirect } from "react-router";
import { hasRouteRole } from "../auth/permissions";
import type { MenuEntry } from "./staticMenu";
import { flattenMenu } from "./staticMenu";
import { loadView } from "./views";

/**
 * Route objects for the signed-in tree. Entries become flat sibling routes (the layout draws the
 * nesting as a menu), each carrying its meta on `handle` for titles, breadcrumbs and tags.
 */
export function menuRoutes(entries: readonly MenuEntry[]): RouteObject[] {
  return flattenMenu(entries).map((entry) => {
    const path = entry.path.slice(1);
    if (entry.redirect && !entry.component) {
      const target = entry.redirect;
      return { path, handle: entry.meta, loader: () => redirect(target) };
    }
    return {
      path,
      handle: entry.meta,
      lazy: async () => ({ Component: await loadView(entry.component) }),
    };
  });
}

/**
 * Whether the user may open `pathname`: a path the app knows must be in the user's menu (entries
 * with parameters match by pattern); paths the app does not know are left to the not-found page.
 */
export function mayOpen(
  known: readonly MenuEntry[],
  userMenu: readonly MenuEntry[],
  pathname: string,
): boolean {
  const matches = (entry: MenuEntry) => matchPath(entry.path, pathname) !== null;
  if (!flattenMenu(known).some(matches)) return true;
  return flattenMenu(userMenu).some(matches);
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
