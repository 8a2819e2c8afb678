import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { menus, roleMenus, roles, userRoles, users } from "../db/schema.js";

export interface UserAccess {
  userId: number;
  username: string;
  photo: string;
  status: number;
  roleIds: number[];
  /** Role signs such as "admin", as the admin app's route roles name them. */
  roles: string[];
  /** Permission identifiers of the buttons granted to any of the user's roles. */
  authBtnList: string[];
}

/** Loads what a user may do: their active roles and the union of those roles' button grants. */
export async function loadUserAccess(db: Db, userId: number): Promise<UserAccess | undefined> {
  const [user] = await db
    .select({ id: users.id, username: users.username, photo: users.photo, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return undefined;
  const roleRows = await db
    .select({ id: roles.id, sign: roles.sign })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 1)))
    .orderBy(roles.sort, roles.id);
  const roleIds = roleRows.map((r) => r.id);
  const buttons =
    roleIds.length === 0
      ? []
      : await db
          .selectDistinct({ permission: menus.permission })
          .from(roleMenus)
          .innerJoin(menus, eq(menus.id, roleMenus.menuId))
          .where(
            and(inArray(roleMenus.roleId, roleIds), eq(menus.type, "button"), eq(menus.status, 1)),
          );
  return {
    userId: user.id,
    username: user.username,
    photo: user.photo,
    status: user.status,
    roleIds,
    roles: roleRows.map((r) => r.sign),
    authBtnList: buttons
      .map((b) => b.permission)
      .filter(Boolean)
      .sort(),
  };
}

export function hasPermission(access: UserAccess, permission: string): boolean {
  return access.authBtnList.includes(permission);
}
