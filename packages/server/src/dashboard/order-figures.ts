import type { OrderDashboard, OrderFigures } from "@vitrine/contract";
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
 * The answer's shape is the contract's (dashboard-answers.ts).
 */

/** The card's periods, in the order of their bounds' parameters ($1..$10). */
const PERIODS = ["today", "yesterday", "thisMonth", "last7", "last30"] as const;
type PeriodKey = (typeof PERIODS)[number];

/**
 * Each measure over the five periods (`%F` is where its FILTER goes: inside coalesce, after the
 * aggregate). Only this file's constant names reach the text.
 */
const perPeriod = (time: string, measures: Array<[alias: string, expression: string]>) =>
  PERIODS.flatMap((key, i) =>
    measures.map(
      ([alias, expression]) =>
        `${expression.replace("%F", `FILTER (WHERE ${time} >= $${2 * i + 1} AND ${time} < $${2 * i + 2})`)}::text AS "${key}_${alias}"`,
    ),
  ).join(",\n       ");

/**
 * One pass over the range on each partial index: the five periods as FILTERs of the same rows, so
 * distinct shoppers are counted per period (they cannot be summed from days). $11 and $12 bound
 * the whole range so the index is read once. The days are one GROUP BY of width_bucket over their
 * local midnights.
 */
const SALES_SQL = `
SELECT ${perPeriod("paid_at", [
  ["n", "count(*) %F"],
  ["s", "coalesce(sum(paid_cents) %F, 0)"],
  ["u", "count(DISTINCT app_user_id) %F"],
])}
  FROM orders WHERE paid_at IS NOT NULL AND paid_at >= $11 AND paid_at < $12`;

const REFUNDS_SQL = `
SELECT ${perPeriod("closed_at", [
  ["n", "count(*) %F"],
  ["c", "coalesce(sum(paid_cents) %F, 0)"],
])}
  FROM orders WHERE close_reason = 'refunded' AND closed_at >= $11 AND closed_at < $12`;

const SALES_BY_DAY_SQL = `
SELECT width_bucket(paid_at, $3::timestamptz[]) AS b, count(*)::text AS n,
       coalesce(sum(paid_cents), 0)::text AS s, count(DISTINCT app_user_id)::text AS u
  FROM orders WHERE paid_at IS NOT NULL AND paid_at >= $1 AND paid_at < $2
 GROUP BY 1`;

const REFUNDS_BY_DAY_SQL = `
SELECT width_bucket(closed_at, $3::timestamptz[]) AS b, count(*)::text AS n,
       coalesce(sum(paid_cents), 0)::text AS c
  FROM orders WHERE close_reason = 'refunded' AND closed_at >= $1 AND closed_at < $2
 GROUP BY 1`;

type Cells = Record<string, string | undefined>;

function figures(
  cells: { n?: string; s?: string; u?: string },
  refunds: { n?: string; c?: string },
): OrderFigures {
  const orders = num(cells.n);
  const salesCents = num(cells.s);
  return {
    salesCents,
    orders,
    payingShoppers: num(cells.u),
    averageOrderCents: orders === 0 ? 0 : Math.round(salesCents / orders),
    refunds: num(refunds.n),
    refundCents: num(refunds.c),
  };
}

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
  const bounds: Record<PeriodKey, [Date, Date]> = {
    today: [today.start, today.end],
    yesterday: [days[28]!.start, days[28]!.end],
    thisMonth: [monthStart, today.end],
    last7: [days[23]!.start, today.end],
    last30: [days[0]!.start, today.end],
  };
  const first = new Date(Math.min(monthStart.getTime(), days[0]!.start.getTime()));
  const periodParams = [
    ...PERIODS.flatMap((key) => bounds[key].map((d) => d.toISOString())),
    first.toISOString(),
    today.end.toISOString(),
  ];
  const dayParams = [
    days[0]!.start.toISOString(),
    today.end.toISOString(),
    arrayLiteral([...days.map((d) => d.start.toISOString()), today.end.toISOString()]),
  ];
  const [[sales], [refunds], salesByDay, refundsByDay] = await Promise.all([
    database.query<Cells>(SALES_SQL, periodParams),
    database.query<Cells>(REFUNDS_SQL, periodParams),
    database.query<{ b: number; n: string; s: string; u: string }>(SALES_BY_DAY_SQL, dayParams),
    database.query<{ b: number; n: string; c: string }>(REFUNDS_BY_DAY_SQL, dayParams),
  ]);
  const of = (key: PeriodKey) =>
    figures(
      { n: sales?.[`${key}_n`], s: sales?.[`${key}_s`], u: sales?.[`${key}_u`] },
      { n: refunds?.[`${key}_n`], c: refunds?.[`${key}_c`] },
    );
  // width_bucket: 1 for the first day ... 30 for today.
  const salesDay = new Map(salesByDay.map((r) => [num(r.b), r]));
  const refundsDay = new Map(refundsByDay.map((r) => [num(r.b), r]));
  return {
    generatedAt: now.toISOString(),
    timeZone,
    today: of("today"),
    yesterday: of("yesterday"),
    thisMonth: of("thisMonth"),
    last7: of("last7"),
    last30: of("last30"),
    perDay: days.map((d, i) => ({
      date: d.date,
      ...figures(salesDay.get(i + 1) ?? {}, refundsDay.get(i + 1) ?? {}),
    })),
  };
}
