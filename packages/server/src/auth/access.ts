import { sql } from "drizzle-orm";
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

/**
 * Loads what a user may do: their active roles and the union of those roles' button grants. One
 * statement, because every authenticated call runs it.
 */
export async function loadUserAccess(db: Db, userId: number): Promise<UserAccess | undefined> {
  const result = await db.execute<{
    id: number;
    username: string;
    photo: string;
    status: number;
    roles: Array<{ id: number; sign: string }> | string;
    buttons: string[] | string;
  }>(sql`
    SELECT u.id, u.username, u.photo, u.status,
      (SELECT coalesce(json_agg(json_build_object('id', r.id, 'sign', r.sign) ORDER BY r.sort, r.id), '[]'::json)
         FROM ${userRoles} ur JOIN ${roles} r ON r.id = ur.role_id
        WHERE ur.user_id = u.id AND r.status = 1) AS roles,
      (SELECT coalesce(json_agg(DISTINCT m.permission), '[]'::json)
         FROM ${userRoles} ur
         JOIN ${roles} r ON r.id = ur.role_id AND r.status = 1
         JOIN ${roleMenus} rm ON rm.role_id = r.id
         JOIN ${menus} m ON m.id = rm.menu_id
        WHERE ur.user_id = u.id AND m.type = 'button' AND m.status = 1 AND m.permission <> '') AS buttons
    FROM ${users} u WHERE u.id = ${userId}`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
  const row = rows[0] as
    | {
        id: number;
        username: string;
        photo: string;
        status: number;
        roles: unknown;
        buttons: unknown;
      }
    | undefined;
  if (!row) return undefined;
  // Drivers differ on whether json arrives parsed; accept both.
  const parse = <T>(value: unknown): T =>
    (typeof value === "string" ? JSON.parse(value) : value) as T;
  const roleRows = parse<Array<{ id: number; sign: string }>>(row.roles);
  return {
    userId: row.id,
    username: row.username,
    photo: row.photo,
    status: row.status,
    roleIds: roleRows.map((r) => r.id),
    roles: roleRows.map((r) => r.sign),
    authBtnList: parse<string[]>(row.buttons).sort(),
  };
}

export function hasPermission(access: UserAccess, permission: string): boolean {
  return access.authBtnList.includes(permission);
}
