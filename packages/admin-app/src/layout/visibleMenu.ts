import { hasRouteRole } from "../auth/permissions";
import type { MenuEntry } from "../router/staticMenu";

/** The entries a user with `roles` sees in the side menu: allowed by role and not hidden. */
export function visibleMenu(entries: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  return entries
    .filter((entry) => !entry.meta.isHide && hasRouteRole(roles, entry.meta.roles))
    .map((entry) =>
      entry.children ? { ...entry, children: visibleMenu(entry.children, roles) } : entry,
    );
}

/** The chain of entries from the top level down to the one whose path is `pathname`. */
export function menuTrail(entries: readonly MenuEntry[], pathname: string): MenuEntry[] {
  for (const entry of entries) {
    if (entry.path === pathname) return [entry];
    const below = menuTrail(entry.children ?? [], pathname);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}
