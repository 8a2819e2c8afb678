import { LAYOUT_VIEWS, RESOURCES, type Resource, resourceTitleKey } from "@vitrine/contract";
import type { RouteMeta } from "./routeMeta";

/** One entry of the static route table (the shape the server's menu uses too). */
export interface MenuEntry {
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  meta: RouteMeta;
  children?: MenuEntry[];
}

/**
 * A declared screen (@vitrine/contract's RESOURCES, the declarations the server seeds its menu
 * from) as an entry of the static table. A section has no component: it leads to its redirect.
 * A path with parameters (":id") is dynamic, so each set of values opens its own tag.
 */
export function menuEntryOf(resource: Resource): MenuEntry {
  const { path, name, view, redirect, icon, isHide, isKeepAlive, isAffix, isLink, isIframe } =
    resource;
  const flags = { icon, isHide, isKeepAlive, isAffix, isLink, isIframe };
  const meta: RouteMeta = {
    title: resourceTitleKey(name),
    roles: resource.roles,
    ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)),
    ...(path.includes(":") ? { isDynamic: true } : {}),
  };
  const children = resource.children?.filter(inStaticTable).map(menuEntryOf);
  return {
    path,
    name,
    ...(view && view !== LAYOUT_VIEWS.parent ? { component: view } : {}),
    ...(redirect ? { redirect } : {}),
    meta,
    ...(children ? { children } : {}),
  };
}

function inStaticTable(resource: Resource): boolean {
  return !resource.serverMenuOnly;
}

/**
 * The static mode's route table, filtered by the user's roles (section 6). The menu-driven mode
 * receives the same shape from /api/menu/getMenuListInfo, seeded from the same declarations.
 */
export const STATIC_MENU: MenuEntry[] = RESOURCES.filter(inStaticTable).map(menuEntryOf);

/** Every entry with its descendants, parents first. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children ?? [])]);
}
