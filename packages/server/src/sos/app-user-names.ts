import { inArray } from "drizzle-orm";
import { appUsers } from "../app-users/schema.js";
import type { Db } from "../db/database.js";

/**
 * How an alarm names the app user who raised it: nickname and phone ("小王 · 13800000000"), the
 * phone alone without a nickname. Ids of removed users are left out (the caller shows the number).
 */
export async function appUserNames(db: Db, ids: Array<number | null | undefined>) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: appUsers.id, nickname: appUsers.nickname, phone: appUsers.phone })
    .from(appUsers)
    .where(inArray(appUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, [r.nickname.trim(), r.phone].filter(Boolean).join(" · ")]));
}
