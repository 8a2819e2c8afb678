import { LAYOUT_VIEWS, type Resource, type ResourceButton, type RoleSign } from "./types.js";

export const ALL: RoleSign[] = ["admin", "common"];
export const ADMIN: RoleSign[] = ["admin"];
export const AFTERSALE: RoleSign[] = ["admin", "aftersale"];
/** The home page and the personal page: every staff role that signs in. */
export const STAFF: RoleSign[] = ["admin", "common", "aftersale"];

/** The generic module actions: list, add, edit, delete, status, export. */
export const CRUD = ["index", "add", "edit", "del", "status", "export"];

/** The buttons `<module>:<action>` of a screen, granted to `roles` (admin only unless told). */
export function moduleButtons(
  module: string,
  actions: readonly string[],
  roles: RoleSign[] = ADMIN,
): ResourceButton[] {
  return actions.map((action) => ({
    title: `router.btn.${action}`,
    permission: `${module}:${action}`,
    roles,
  }));
}

/**
 * A screen under a section by the template's convention: `deviceList` under "device" is
 * /device/list with the view "device/list/index".
 */
export function leaf(
  parent: string,
  name: string,
  roles: RoleSign[],
  extra: Partial<Resource> = {},
): Resource {
  const segment = name.replace(/^[a-z]+(?=[A-Z])/, "");
  const local = segment.charAt(0).toLowerCase() + segment.slice(1);
  return {
    path: `/${parent}/${local}`,
    name,
    view: `${parent}/${local}/index`,
    roles,
    ...extra,
  };
}

/**
 * A menu section that only groups its screens: /<name without "Index"> opening on its first
 * screen, drawn with an @ant-design/icons name.
 */
export function section(
  name: string,
  icon: string,
  roles: RoleSign[],
  children: Resource[],
): Resource {
  const [first] = children;
  return {
    path: `/${name.replace(/Index$/, "")}`,
    name,
    view: LAYOUT_VIEWS.parent,
    ...(first ? { redirect: first.path } : {}),
    icon,
    roles,
    children,
  };
}
