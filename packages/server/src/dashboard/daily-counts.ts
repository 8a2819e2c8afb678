import type { Database } from "../db/database.js";
import type { DayRange } from "./local-days.js";
import { arrayLiteral, num } from "./sql-values.js";

/** The metrics the triggers of migration 0016 count per hour. */
export type HourlyMetric = "appUser.new" | "device.sale" | "feedback.new" | "sos.new";

export interface DailySeries {
  count: number[];
  amountCents: number[];
}

/**
 * Per local day (index as in `days`), each metric's rows and amount, summed from the hourly rollup:
 * at most 24 rows per day and metric, whatever the size of the areas' tables.
 */
export async function dailyCounts(
  database: Database,
  metrics: ReadonlyArray<HourlyMetric>,
  days: ReadonlyArray<DayRange>,
): Promise<Map<HourlyMetric, DailySeries>> {
  const series = new Map<HourlyMetric, DailySeries>();
  for (const metric of metrics) {
    series.set(metric, {
      count: days.map(() => 0),
      amountCents: days.map(() => 0),
    });
  }
  if (metrics.length === 0 || days.length === 0) return series;
  const first = days[0]!.start;
  const last = days[days.length - 1]!.end;
  const bounds = [...days.map((d) => d.start.toISOString()), last.toISOString()];
  // width_bucket: 1 for the first day ... days.length for the last (hours are whole within days).
  const rows = await database.query<{ metric: HourlyMetric; b: number; n: string; a: string }>(
    `SELECT metric, width_bucket(hour, $1::timestamptz[]) AS b,
            sum(count)::text AS n, sum(amount_cents)::text AS a
       FROM dashboard_hourly
      WHERE metric = ANY($2::text[]) AND hour >= $3 AND hour < $4
      GROUP BY 1, 2`,
    [arrayLiteral(bounds), arrayLiteral(metrics), first.toISOString(), last.toISOString()],
  );
  for (const row of rows) {
    const index = num(row.b) - 1;
    const target = series.get(row.metric);
    if (!target || index < 0 || index >= days.length) continue;
    target.count[index]! += num(row.n);
    target.amountCents[index]! += num(row.a);
  }
  return series;
}
