import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { roles, userRoles, users } from "../db/schema.js";

/** Sign-in names of users by id (agents, after-sale staff, handlers) for answers and timelines. */
export async function userNames(db: Db, ids: Array<number | null | undefined>) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Active users holding a role (`agent`, `aftersale`), by sign-in name. */
export async function usersWithRole(db: Db, sign: string) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.sign, sign), eq(users.status, 1)))
    .orderBy(users.username);
}

export async function holdsRole(db: Db, userId: number, sign: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, userId), eq(roles.sign, sign), eq(users.status, 1)));
  return row !== undefined;
}
