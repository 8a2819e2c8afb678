import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";

/**
 * Who is a distributor is one fact: `app_users.is_distributor` (the app users screen's 分销员
 * switch, the app side's registration). The `distributors` table is the ledger of their earnings,
 * orders and inviter, keyed by the app user's id; its `status` (启用/停用) and name and mobile
 * follow the app user. Runs before every marketing call, like the sweep, so the distributor list
 * shows a change made on the app users screen at once; a ledger row stays when someone stops
 * being a distributor (停用), keeping their earnings.
 */
export async function syncDistributors(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO distributors (app_user_id, nickname, phone, status)
    SELECT u.id, u.nickname, u.phone, 1 FROM app_users u
    WHERE u.is_distributor
      AND NOT EXISTS (SELECT 1 FROM distributors d WHERE d.app_user_id = u.id)
    ON CONFLICT (app_user_id) DO NOTHING`);
  await db.execute(sql`
    UPDATE distributors d
    SET status = CASE WHEN u.is_distributor THEN 1 ELSE 0 END, nickname = u.nickname, phone = u.phone
    FROM app_users u
    WHERE u.id = d.app_user_id
      AND (d.status <> CASE WHEN u.is_distributor THEN 1 ELSE 0 END
           OR d.nickname <> u.nickname OR d.phone <> u.phone)`);
}

/** The distribution screen's 启用/停用 of ledger rows `ids`, written to the app users it names. */
export async function distributorStatusToAppUsers(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE app_users u
    SET is_distributor = (d.status = 1), updated_at = ${now.toISOString()}::timestamptz
    FROM distributors d
    WHERE d.app_user_id = u.id
      AND d.id IN (${sql.join(
        ids.map((id) => sql`${id}::integer`),
        sql`, `,
      )})
      AND u.is_distributor <> (d.status = 1)`);
}
