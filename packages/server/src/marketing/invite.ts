import { inviterOf } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";

// The code's one definition is the contract's, shared with the back-office's distributor list.
export { inviteCode, inviteLink, inviterOf } from "@vitrine/contract";

/**
 * Binds a shopper who signed in for the first time to the distributor whose code brought them
 * (客户绑定): only to an app user who is a distributor now, never to themselves, and only if the
 * shopper has no distributor yet: the first binding wins and is never replaced (ON CONFLICT DO
 * NOTHING on the shopper's key, so two sign-ins at once bind once). Answers whether it bound.
 */
export async function bindInvitedShopper(
  db: Db,
  shopperId: number,
  code: unknown,
  now: Date,
): Promise<boolean> {
  const distributorId = inviterOf(code);
  if (distributorId === undefined || distributorId === shopperId) return false;
  const bound = await sqlRows<{ app_user_id: number }>(
    db,
    sql`INSERT INTO shopper_distributors (app_user_id, distributor_user_id, bound_at)
        SELECT ${shopperId}::integer, u.id, ${now.toISOString()}::timestamptz
        FROM app_users u WHERE u.id = ${distributorId}::integer AND u.is_distributor
        ON CONFLICT (app_user_id) DO NOTHING
        RETURNING app_user_id`,
  );
  return bound.length > 0;
}
