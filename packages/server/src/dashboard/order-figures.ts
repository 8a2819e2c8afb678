import type { Database } from "../db/database.js";
import { type DayRange, lastLocalDays, localMidnight } from "./local-days.js";
import { arrayLiteral, num } from "./sql-values.js";

/**
 * The home card 订单统计信息 (issue 33), counted straight from the orders table on the partial
 * indexes of migration 0031 (paid_at of paid orders, closed_at of refunded ones): a month of a
 * shop's orders is a few index ranges, so no rollup table and no trigger on the checkout path.
 *
 * A sale is an order the shopper paid, counted on the local day of `paid_at` with `paid_cents`,
 * whatever happened to it afterwards. A refund is counted on its own day (`closed_at` of an order
 * closed as 'refunded') and never subtracted from the day it was sold: the operator reads both.
 */
export interface OrderFigures {
  /** Cents paid. */
  salesCents: number;
  /** Orders paid. */
  orders: number;
  /** Distinct shoppers who paid. */
  payingShoppers: number;
  /** salesCents / orders, rounded to the cent; 0 with no order. */
  averageOrderCents: number;
  refunds: number;
  refundCents: number;
}

export interface OrderDashboard {
  generatedAt: string;
  timeZone: string;
  today: OrderFigures;
  yesterday: OrderFigures;
  /** From the first local day of the current month. */
  thisMonth: OrderFigures;
  last7: OrderFigures;
  last30: OrderFigures;
  /** The last 30 local days, oldest first. */
  perDay: Array<{ date: string } & OrderFigures>;
}

interface PeriodRow {
  p: string;
  n: string;
  s: string;
  u: string;
}

interface RefundRow {
  p: string;
  n: string;
  c: string;
}

function figures(sales: PeriodRow | undefined, refunds: RefundRow | undefined): OrderFigures {
  const orders = num(sales?.n);
  const salesCents = num(sales?.s);
  return {
    salesCents,
    orders,
    payingShoppers: num(sales?.u),
    averageOrderCents: orders === 0 ? 0 : Math.round(salesCents / orders),
    refunds: num(refunds?.n),
    refundCents: num(refunds?.c),
  };
}

/** Named periods as [key, start, end]; the per-day ones are keyed by their date. */
type Period = [key: string, start: Date, end: Date];

/**
 * Every period in one statement per measure: the periods are rows of a VALUES list joined on the
 * time range, so distinct shoppers are counted per period (they cannot be summed from days).
 */
const SALES_SQL = `
SELECT p.key AS p, count(o.id)::text AS n, coalesce(sum(o.paid_cents), 0)::text AS s,
       count(DISTINCT o.app_user_id)::text AS u
  FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS p(key, start_at, end_at)
  JOIN orders o ON o.paid_at IS NOT NULL AND o.paid_at >= p.start_at AND o.paid_at < p.end_at
 WHERE o.paid_at >= $4 AND o.paid_at < $5
 GROUP BY p.key`;

const REFUNDS_SQL = `
SELECT p.key AS p, count(o.id)::text AS n, coalesce(sum(o.paid_cents), 0)::text AS c
  FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS p(key, start_at, end_at)
  JOIN orders o ON o.close_reason = 'refunded' AND o.closed_at >= p.start_at AND o.closed_at < p.end_at
 WHERE o.close_reason = 'refunded' AND o.closed_at >= $4 AND o.closed_at < $5
 GROUP BY p.key`;

export async function orderDashboard(input: {
  database: Database;
  now: Date;
  timeZone: string;
}): Promise<OrderDashboard> {
  const { database, now, timeZone } = input;
  const days: DayRange[] = lastLocalDays(now, timeZone, 30);
  const today = days[29]!;
  const [year, month] = today.date.split("-").map(Number) as [number, number];
  const monthStart = localMidnight(year, month, 1, timeZone);
  const periods: Period[] = [
    ["today", today.start, today.end],
    ["yesterday", days[28]!.start, days[28]!.end],
    ["thisMonth", monthStart, today.end],
    ["last7", days[23]!.start, today.end],
    ["last30", days[0]!.start, today.end],
    ...days.map((d): Period => [d.date, d.start, d.end]),
  ];
  const first = new Date(Math.min(monthStart.getTime(), days[0]!.start.getTime()));
  const params = [
    arrayLiteral(periods.map((p) => p[0])),
    arrayLiteral(periods.map((p) => p[1].toISOString())),
    arrayLiteral(periods.map((p) => p[2].toISOString())),
    first.toISOString(),
    today.end.toISOString(),
  ];
  const [sales, refunds] = await Promise.all([
    database.query<PeriodRow>(SALES_SQL, params),
    database.query<RefundRow>(REFUNDS_SQL, params),
  ]);
  const salesBy = new Map(sales.map((r) => [r.p, r]));
  const refundsBy = new Map(refunds.map((r) => [r.p, r]));
  const of = (key: string) => figures(salesBy.get(key), refundsBy.get(key));
  return {
    generatedAt: now.toISOString(),
    timeZone,
    today: of("today"),
    yesterday: of("yesterday"),
    thisMonth: of("thisMonth"),
    last7: of("last7"),
    last30: of("last30"),
    perDay: days.map((d) => ({ date: d.date, ...of(d.date) })),
  };
}
