import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";

/**
 * The distributor's invite code, shared as `/s/?inviter=<code>` or on a product link: the app user's
 * id in base 36 after a letter. Readable on purpose: the code names whom a new shopper's orders
 * pay commission to, which the shopper may choose freely; it grants nothing to whoever holds it.
 */
export function inviteCode(appUserId: number): string {
  return `v${appUserId.toString(36)}`;
}

const CODE = /^v[0-9a-z]{1,7}$/;

/** The app user id an invite code names, or undefined for anything else. */
export function inviterOf(code: unknown): number | undefined {
  if (typeof code !== "string" || !CODE.test(code)) return undefined;
  const id = Number.parseInt(code.slice(1), 36);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The path a distributor shares: the shop's home, or a product page, with their code. */
export function inviteLink(appUserId: number, goodsId?: number): string {
  const path = goodsId === undefined ? "/s/" : `/s/product/${goodsId}`;
  return `${path}?inviter=${inviteCode(appUserId)}`;
}

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
