import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { creditOrderCommissions } from "./commissions.js";

/**
 * Moves shipped orders to 已完成, with a timeline event each, by one conditional UPDATE from
 * 已发货 (a confirmation and the automatic completion cannot both complete it): those of `ids`
 * (one shopper's confirmation, `owner` its shopper), or, without ids, every one shipped at least
 * `days` before `now`. Answers the ids completed.
 */
export async function completeShippedOrders(
  db: Db,
  now: Date,
  options: { ids: number[]; owner: number } | { days: number },
): Promise<number[]> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const which =
      "ids" in options
        ? sql`id = ANY(${`{${options.ids.join(",")}}`}::int[]) AND app_user_id = ${options.owner}`
        : sql`shipped_at <= ${at}::timestamptz - make_interval(days => ${options.days})`;
    const done = await sqlRows<{ id: number; app_user_id: number }>(
      tx,
      sql`UPDATE orders SET status = 3, completed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          WHERE status = 2 AND ${which} RETURNING id, app_user_id`,
    );
    const ids = done.map((r) => Number(r.id));
    if (ids.length > 0)
      await tx.execute(
        sql`INSERT INTO order_events (order_id, type, actor, detail, at)
            SELECT id, 'completed', ${"ids" in options ? "shopper" : "system"}, '{}'::jsonb, ${at}::timestamptz
            FROM unnest(${`{${ids.join(",")}}`}::int[]) AS id`,
      );
    // Commissions in the same transaction: an order is completed and credited, or neither.
    for (const row of done)
      await creditOrderCommissions(tx, Number(row.id), Number(row.app_user_id), now);
    return ids;
  });
}
