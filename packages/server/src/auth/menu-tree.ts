import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { menus, roleMenus, roles } from "../db/schema.js";

export interface RouteMeta {
  title: string;
  icon: string;
  isLink: string;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  isIframe: boolean;
  roles: string[];
  /** True when the path has parameters (`/a/:id`), so the app matches it as a pattern. */
  isDynamic: boolean;
}

export interface RouteItem {
  path: string;
  name: string;
  component: string;
  redirect: string;
  meta: RouteMeta;
  children: RouteItem[];
}

/**
 * The menu tree of the routes a user's roles allow. A menu without grants is open to all; a child
 * is only reachable through a visible parent, so hiding a parent hides its subtree.
 */
export async function loadMenuTree(db: Db, userRoleSigns: string[]): Promise<RouteItem[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(eq(menus.type, "menu"))
    .orderBy(asc(menus.sort), asc(menus.id));
  const visibleRows = rows.filter((r) => r.status === 1);
  const ids = visibleRows.map((r) => r.id);
  const grants =
    ids.length === 0
      ? []
      : await db
          .select({ menuId: roleMenus.menuId, sign: roles.sign })
          .from(roleMenus)
          .innerJoin(roles, eq(roles.id, roleMenus.roleId))
          .where(inArray(roleMenus.menuId, ids));
  const rolesOf = new Map<number, string[]>();
  for (const g of grants) rolesOf.set(g.menuId, [...(rolesOf.get(g.menuId) ?? []), g.sign]);

  const mine = new Set(userRoleSigns);
  const allowed = (id: number) => {
    const needed = rolesOf.get(id) ?? [];
    return needed.length === 0 || needed.some((sign) => mine.has(sign));
  };

  const byParent = new Map<number, typeof visibleRows>();
  for (const row of visibleRows) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
  const build = (pid: number): RouteItem[] =>
    (byParent.get(pid) ?? [])
      .filter((row) => allowed(row.id))
      .map((row) => ({
        path: row.path,
        name: row.name,
        component: row.component,
        redirect: row.redirect,
        meta: {
          title: row.title,
          icon: row.icon,
          isLink: row.isLink,
          isHide: row.isHide,
          isKeepAlive: row.isKeepAlive,
          isAffix: row.isAffix,
          isIframe: row.isIframe,
          roles: (rolesOf.get(row.id) ?? []).sort(),
          isDynamic: row.path.includes("/:"),
        },
        children: build(row.id),
      }));
  // A user with no roles gets no dynamic routes at all (spec section 4).
  return userRoleSigns.length === 0 ? [] : build(0);
}
