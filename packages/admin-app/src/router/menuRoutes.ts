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

/** Whether a user with `roles` may open `pathname`: the deepest declared entry that matches decides. */
export function mayOpen(
  entries: readonly MenuEntry[],
  pathname: string,
  roles: readonly string[],
): boolean {
  const matching = flattenMenu(entries).filter((entry) =>
    matchPath({ path: entry.path, end: false }, pathname),
  );
  return matching.every((entry) => hasRouteRole(roles, entry.meta.roles));
}
