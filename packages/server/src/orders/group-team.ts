import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { joinTeam, openTeam } from "../marketing/teams.js";
import { orderTranslator } from "./messages.js";
import type { PaymentProvider } from "./payment/provider.js";
import { refundPaidOrder } from "./refund-order.js";
import type { Refusal } from "./refusal.js";

/**
 * Group buying made real (issue 33): a paid group order opens a team or joins the one the shopper
 * chose at checkout; a team that fills makes its orders shippable (orders.group_state 1); a team
 * past its deadline, or a join the team no longer had room for, makes them refund-due (2), and the
 * orders' timer refunds those through the provider. The team rules themselves are
 * marketing/teams.ts's.
 */

export const GROUP_STATE = { waiting: 0, filled: 1, failed: 2 } as const;

/**
 * Checkout's check of the group lines: one group-buying activity an order, and the team the
 * shopper asked to join (`?team=` on the product page) open, not full and of that activity.
 */
export async function checkTeamChoice(
  db: Db,
  teamId: number | undefined,
  groupActivityIds: readonly number[],
  now: Date,
): Promise<Refusal | undefined> {
  const activities = [...new Set(groupActivityIds)];
  if (activities.length > 1) return { key: "group.oneActivity" };
  if (teamId === undefined) return undefined;
  const [team] = await sqlRows<{ id: number }>(
    db,
    sql`SELECT id FROM group_teams
        WHERE id = ${teamId} AND activity_id = ${activities[0] ?? 0} AND status = 0
          AND joined < size AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  return team ? undefined : { key: "group.badTeam", field: "teamId" };
}

/**
 * Puts a just-paid order in its team, in the payment's transaction (record-payment.ts): joins the
 * team chosen at checkout, else opens one. The rules' own transactions run as savepoints, so a
 * refused join undoes only itself; the order is then refund-due. Nothing for an order without a
 * group line.
 */
export async function placeInTeam(tx: Db, orderId: number, now: Date): Promise<void> {
  const [line] = await sqlRows<{ activity_id: number; app_user_id: number; team: number | null }>(
    tx,
    sql`SELECT l.activity_id, o.app_user_id, o.group_team_id AS team
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ${orderId} AND l.activity_kind = 'group'
        ORDER BY l.activity_id LIMIT 1`,
  );
  if (!line) return;
  const user = Number(line.app_user_id);
  let teamId: number | undefined;
  let filled = false;
  if (line.team !== null) {
    const joined = await joinTeam(tx, Number(line.team), user, now);
    if (joined.ok) [teamId, filled] = [Number(line.team), joined.filled];
  } else {
    const opened = await openTeam(tx, Number(line.activity_id), user, now);
    if (opened.ok) teamId = opened.teamId;
  }
  const at = now.toISOString();
  if (teamId === undefined) {
    await tx.execute(
      sql`UPDATE orders SET group_state = ${GROUP_STATE.failed} WHERE id = ${orderId}`,
    );
    await teamEvent(tx, [orderId], "groupRefused", line.team === null ? 0 : Number(line.team), at);
    return;
  }
  await tx.execute(
    sql`UPDATE orders SET group_team_id = ${teamId}, group_state = ${GROUP_STATE.waiting}
        WHERE id = ${orderId}`,
  );
  await teamEvent(tx, [orderId], line.team === null ? "groupOpened" : "groupJoined", teamId, at);
  if (filled) {
    const ready = await sqlRows<{ id: number }>(
      tx,
      sql`UPDATE orders SET group_state = ${GROUP_STATE.filled}
          WHERE group_team_id = ${teamId} AND group_state = ${GROUP_STATE.waiting} RETURNING id`,
    );
    await teamEvent(
      tx,
      ready.map((r) => Number(r.id)),
      "groupFilled",
      teamId,
      at,
    );
  }
}

/**
 * Marks the teams still open at their deadline failed, and their orders refund-due: two
 * statements, so the second sees an order whose payment joined the team while the first waited
 * for the team's row. Answers how many teams failed.
 */
export async function failExpiredTeams(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const failed = await sqlRows<{ id: number }>(
      tx,
      sql`UPDATE group_teams SET status = 2
          WHERE status = 0 AND expires_at <= ${at}::timestamptz RETURNING id`,
    );
    if (failed.length === 0) return 0;
    const list = `{${failed.map((r) => Number(r.id)).join(",")}}`;
    const orders = await sqlRows<{ id: number; team: number }>(
      tx,
      sql`UPDATE orders SET group_state = ${GROUP_STATE.failed}
          WHERE group_team_id = ANY(${list}::int[]) AND group_state = ${GROUP_STATE.waiting}
          RETURNING id, group_team_id AS team`,
    );
    for (const order of orders)
      await teamEvent(tx, [Number(order.id)], "groupFailed", Number(order.team), at);
    return failed.length;
  });
}

/** Refund-due group orders refunded per sweep at most; a backlog goes over the next sweeps. */
export const GROUP_REFUND_BATCH = 100;

/**
 * The group part of the orders' timer: fails the teams past their deadline, then refunds each paid
 * order of a failed team or refused join through the provider, stock given back. Once, however
 * many processes sweep: refundPaidOrder holds the order's row and refunds only a paid order, and
 * the provider's refund number is the order's. A refund the provider refuses is tried next sweep.
 * Answers the orders refunded.
 */
export async function sweepGroupOrders(
  db: Db,
  provider: PaymentProvider | null,
  now: Date,
): Promise<number[]> {
  await failExpiredTeams(db, now);
  const due = await sqlRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE status = 1 AND group_state = ${GROUP_STATE.failed}
        ORDER BY id LIMIT ${GROUP_REFUND_BATCH}`,
  );
  const reason = orderTranslator("zh-cn")("group.refundReason");
  const refunded: number[] = [];
  for (const { id } of due) {
    const outcome = await refundPaidOrder(
      db,
      provider,
      Number(id),
      { actor: "system", reason, restoreStock: true, kind: "group" },
      now,
    );
    if (outcome.ok) refunded.push(Number(id));
  }
  return refunded;
}

async function teamEvent(tx: Db, orderIds: number[], type: string, teamId: number, at: string) {
  if (orderIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO order_events (order_id, type, actor, detail, at)
        SELECT id, ${type}, 'system', jsonb_build_object('teamId', ${teamId}::int), ${at}::timestamptz
        FROM unnest(${`{${orderIds.join(",")}}`}::int[]) AS id`,
  );
}

/** The team of a group order as the shopper's order page shows it; null for other orders. */
export interface OrderTeamView {
  teamId: number | null;
  activityId: number;
  /** 0 waiting for members, 1 filled, 2 failed (refunded); null before the order is paid. */
  state: number | null;
  size: number;
  joined: number;
  missing: number;
  expiresAt: string | null;
}

export async function orderTeamView(
  db: Db,
  order: { id: number; groupTeamId: number | null; groupState: number | null },
): Promise<OrderTeamView | null> {
  const [row] = await sqlRows<{
    activity_id: number;
    group_size: number;
    size: number | null;
    joined: number | null;
    expires_at: Date | string | null;
  }>(
    db,
    sql`SELECT l.activity_id, a.group_size, t.size, t.joined, t.expires_at
        FROM order_lines l JOIN group_activities a ON a.id = l.activity_id
        LEFT JOIN group_teams t ON t.id = ${order.groupTeamId ?? 0}
        WHERE l.order_id = ${order.id} AND l.activity_kind = 'group'
        ORDER BY l.activity_id LIMIT 1`,
  );
  if (!row) return null;
  const size = Number(row.size ?? row.group_size);
  const joined = Number(row.joined ?? 0);
  return {
    teamId: order.groupTeamId,
    activityId: Number(row.activity_id),
    state: order.groupState,
    size,
    joined,
    missing: Math.max(0, size - joined),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  };
}
