import { parsePercentBp } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { allocate } from "./rules/allocate.js";
import { type ChainMember, type CommissionSettings, orderCommissions } from "./rules/commission.js";

/**
 * Distribution commissions in the database: the completion of orders credits the shopper's
 * distributor chain (commission.ts decides the amounts), a refund of a line reverses that line's
 * share. Both run inside the caller's transaction, so an order is completed and credited together
 * or not at all; the ledger's unique indexes make a second completion or a retried refund a no-op.
 */

const bp = (rate: unknown) => parsePercentBp(String(rate ?? "0")) ?? 0;

async function settingsOf(db: Db): Promise<CommissionSettings> {
  const [row] = await sqlRows<{ enabled: boolean; levels: number; l1: string; l2: string }>(
    db,
    sql`SELECT enabled, levels, level1_rate AS l1, level2_rate AS l2 FROM distribution_settings WHERE id = 1`,
  );
  return {
    enabled: row?.enabled === true,
    levels: Number(row?.levels) === 2 ? 2 : 1,
    level1Bp: bp(row?.l1),
    level2Bp: bp(row?.l2),
  };
}

/**
 * The shopper's distributor (客户绑定) and that distributor's inviter; a member counts as enabled
 * while the app user is a distributor (app_users.is_distributor, the one fact of who is one).
 */
async function chainOf(db: Db, shopperId: number): Promise<ChainMember[]> {
  const rows = await sqlRows<{
    l1: number | null;
    l1on: boolean;
    l2: number | null;
    l2on: boolean;
  }>(
    db,
    sql`SELECT b.distributor_user_id AS l1, coalesce(u1.is_distributor, false) AS l1on,
               d1.parent_user_id AS l2, coalesce(u2.is_distributor, false) AS l2on
        FROM shopper_distributors b
        LEFT JOIN app_users u1 ON u1.id = b.distributor_user_id
        LEFT JOIN distributors d1 ON d1.app_user_id = b.distributor_user_id
        LEFT JOIN app_users u2 ON u2.id = d1.parent_user_id
        WHERE b.app_user_id = ${shopperId}`,
  );
  const row = rows[0];
  if (!row?.l1) return [];
  const chain: ChainMember[] = [{ appUserId: Number(row.l1), enabled: row.l1on }];
  // Nobody earns twice on one order by being their own inviter.
  if (row.l2 && Number(row.l2) !== Number(row.l1) && Number(row.l2) !== shopperId)
    chain.push({ appUserId: Number(row.l2), enabled: row.l2on });
  return Number(row.l1) === shopperId ? [] : chain;
}

interface PaidLine {
  lineId: number;
  goodsId: number;
  skuId: number;
  paidCents: number;
}

/**
 * What the shopper paid for each line: the order's goods money (total without freight, so after
 * every discount) spread over the lines by their amounts, in cents adding up exactly.
 */
export async function paidLinesOf(db: Db, orderId: number): Promise<PaidLine[]> {
  const rows = await sqlRows<{
    id: number;
    goods_id: number;
    sku_id: number;
    amount_cents: string | number;
    goods_paid: string | number;
  }>(
    db,
    sql`SELECT l.id, l.goods_id, l.sku_id, l.amount_cents,
               greatest(o.total_cents - o.freight_cents, 0) AS goods_paid
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ${orderId} ORDER BY l.id`,
  );
  const paid = allocate(
    Number(rows[0]?.goods_paid ?? 0),
    rows.map((r) => Number(r.amount_cents)),
  );
  return rows.map((r, i) => ({
    lineId: Number(r.id),
    goodsId: Number(r.goods_id),
    skuId: Number(r.sku_id),
    paidCents: paid[i] ?? 0,
  }));
}

async function goodsRatesOf(db: Db, goodsIds: number[]) {
  const rates = new Map<number, { level1Bp: number; level2Bp: number }>();
  if (goodsIds.length === 0) return rates;
  const rows = await sqlRows<{ goods_id: number; l1: string; l2: string }>(
    db,
    sql`SELECT goods_id, level1_rate AS l1, level2_rate AS l2 FROM distribution_goods
        WHERE goods_id = ANY(${`{${goodsIds.join(",")}}`}::int[])`,
  );
  for (const r of rows) rates.set(Number(r.goods_id), { level1Bp: bp(r.l1), level2Bp: bp(r.l2) });
  return rates;
}

/** Adds `cents` (negative for a reversal) to a distributor's earnings, and `orders` to their count. */
async function addEarnings(db: Db, appUserId: number, cents: number, orders: number) {
  await db.execute(
    sql`INSERT INTO distributors (app_user_id, nickname, phone, status, earnings_cents, orders)
        SELECT u.id, u.nickname, u.phone, CASE WHEN u.is_distributor THEN 1 ELSE 0 END,
               ${cents}::bigint, ${orders}::int
        FROM app_users u WHERE u.id = ${appUserId}
        ON CONFLICT (app_user_id) DO UPDATE
        SET earnings_cents = distributors.earnings_cents + EXCLUDED.earnings_cents,
            orders = distributors.orders + EXCLUDED.orders`,
  );
}

/**
 * Credits the commissions of completed order `orderId` (of shopper `shopperId`): one ledger row
 * per distributor and order. Answers the cents credited per distributor; nothing when
 * distribution is off, the shopper has no distributor or the order was credited already.
 */
export async function creditOrderCommissions(
  db: Db,
  orderId: number,
  shopperId: number,
  now: Date,
): Promise<Array<{ appUserId: number; level: 1 | 2; cents: number }>> {
  const settings = await settingsOf(db);
  if (!settings.enabled) return [];
  const chain = await chainOf(db, shopperId);
  if (chain.length === 0) return [];
  const lines = await paidLinesOf(db, orderId);
  const goodsRates = await goodsRatesOf(db, [...new Set(lines.map((l) => l.goodsId))]);
  const credited: Array<{ appUserId: number; level: 1 | 2; cents: number }> = [];
  for (const level of [1, 2] as const) {
    // One line at a time, so each ledger line names the order line it came from.
    const perLine = lines.map((line) => {
      const own = orderCommissions({ lines: [line], settings, goodsRates, chain }).find(
        (c) => c.level === level,
      );
      return { lineId: line.lineId, cents: own?.cents ?? 0, appUserId: own?.appUserId };
    });
    const cents = perLine.reduce((sum, l) => sum + l.cents, 0);
    const appUserId = perLine.find((l) => l.appUserId !== undefined)?.appUserId;
    if (cents <= 0 || appUserId === undefined) continue;
    const inserted = await sqlRows<{ id: number }>(
      db,
      sql`INSERT INTO commission_ledger (distributor_user_id, order_id, level, kind, cents, lines, at)
          VALUES (${appUserId}, ${orderId}, ${level}, 'credit', ${cents}::bigint,
                  ${JSON.stringify(perLine.filter((l) => l.cents > 0).map(({ lineId, cents: c }) => ({ lineId, cents: c })))}::jsonb,
                  ${now.toISOString()}::timestamptz)
          ON CONFLICT (distributor_user_id, order_id) WHERE kind = 'credit' DO NOTHING
          RETURNING id`,
    );
    if (inserted.length === 0) continue;
    await addEarnings(db, appUserId, cents, 1);
    credited.push({ appUserId, level, cents });
  }
  return credited;
}

/**
 * Reverses the commission of order line `lineId` when `refundedCents` of what was paid for it are
 * refunded (refund number `refundNo`, unique per refund): each credited distributor gives back
 * the line's credit minus the commission on what is left paid of it, at the rate credited, so a
 * refund of the whole line reverses exactly its share. Answers the cents reversed per distributor.
 */
export async function reverseLineCommission(
  db: Db,
  orderId: number,
  lineId: number,
  refundedCents: number,
  refundNo: string,
  now: Date,
): Promise<Array<{ appUserId: number; cents: number }>> {
  const line = (await paidLinesOf(db, orderId)).find((l) => l.lineId === lineId);
  if (!line) return [];
  const credits = await sqlRows<{ distributor_user_id: number; level: number; lines: unknown }>(
    db,
    sql`SELECT distributor_user_id, level, lines FROM commission_ledger
        WHERE order_id = ${orderId} AND kind = 'credit' ORDER BY level`,
  );
  const reversed: Array<{ appUserId: number; cents: number }> = [];
  for (const credit of credits) {
    const parsed = (typeof credit.lines === "string" ? JSON.parse(credit.lines) : credit.lines) as
      | Array<{ lineId: number; cents: number }>
      | undefined;
    const lineCredit = parsed?.find((l) => l.lineId === lineId)?.cents ?? 0;
    if (lineCredit <= 0 || line.paidCents <= 0) continue;
    const left = Math.max(0, line.paidCents - Math.max(0, refundedCents));
    // The credited rate is lineCredit / paid; what stays earned is the floor of it on what is left.
    const kept = Number((BigInt(left) * BigInt(lineCredit)) / BigInt(line.paidCents));
    const cents = lineCredit - kept;
    if (cents <= 0) continue;
    const appUserId = Number(credit.distributor_user_id);
    const inserted = await sqlRows<{ id: number }>(
      db,
      sql`INSERT INTO commission_ledger
            (distributor_user_id, order_id, level, kind, refund_no, cents, lines, at)
          VALUES (${appUserId}, ${orderId}, ${Number(credit.level)}, 'reversal', ${refundNo},
                  ${-cents}::bigint, ${JSON.stringify([{ lineId, cents: -cents }])}::jsonb,
                  ${now.toISOString()}::timestamptz)
          ON CONFLICT (distributor_user_id, order_id, refund_no) WHERE kind = 'reversal' DO NOTHING
          RETURNING id`,
    );
    if (inserted.length === 0) continue;
    await addEarnings(db, appUserId, -cents, 0);
    reversed.push({ appUserId, cents });
  }
  return reversed;
}

export interface LedgerEntry {
  id: number;
  orderId: number;
  orderNo: string;
  level: number;
  kind: "credit" | "reversal";
  cents: number;
  at: string;
}

/** A distributor's ledger, newest first, a page at a time. */
export async function distributorLedger(
  db: Db,
  appUserId: number,
  page: number,
  pageSize: number,
): Promise<{ total: number; data: LedgerEntry[] }> {
  const [count] = await sqlRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM commission_ledger WHERE distributor_user_id = ${appUserId}`,
  );
  const rows = await sqlRows<{
    id: string | number;
    order_id: number;
    order_no: string;
    level: number;
    kind: "credit" | "reversal";
    cents: string | number;
    at: Date | string;
  }>(
    db,
    sql`SELECT c.id, c.order_id, o.order_no, c.level, c.kind, c.cents, c.at
        FROM commission_ledger c JOIN orders o ON o.id = c.order_id
        WHERE c.distributor_user_id = ${appUserId}
        ORDER BY c.at DESC, c.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    total: Number(count?.n ?? 0),
    data: rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      level: Number(r.level),
      kind: r.kind,
      cents: Number(r.cents),
      at: new Date(r.at).toISOString(),
    })),
  };
}
