import type { DashboardSummary, PeriodFigures } from "@vitrine/contract";
import type { Database } from "../db/database.js";
import type { HourlyMetric } from "./daily-counts.js";
import type { FigureArea } from "./grants.js";
import { lastLocalDays, periodBounds } from "./local-days.js";
import { arrayLiteral, num } from "./sql-values.js";

export interface SummaryInput {
  database: Database;
  areas: ReadonlySet<FigureArea>;
  now: Date;
  timeZone: string;
  offlineAfterSeconds: number;
}

/** One area's open items from its rows per status. */
function openOf(byStatus: Map<string, number> | undefined, waiting: string, resolved: string) {
  let open = 0;
  for (const [status, count] of byStatus ?? []) if (status !== resolved) open += count;
  return { open, waiting: byStatus?.get(waiting) ?? 0 };
}

interface FiguresRow {
  /** JSON texts: the drivers differ in how they hand json back, text reads the same on both. */
  hourly: string;
  statuses: string;
  online: string;
  in_service: string;
}

interface HourlyTotals {
  metric: HourlyMetric;
  today: string;
  yesterday: string;
  last30: string;
  previous30: string;
  today_a: string;
  yesterday_a: string;
  last30_a: string;
  previous30_a: string;
}

const PERIOD_SUMS = (["count", "amount_cents"] as const)
  .flatMap((column) => {
    const suffix = column === "count" ? "" : "_a";
    return [
      `coalesce(sum(${column}) FILTER (WHERE hour >= $4), 0)::text AS today${suffix}`,
      `coalesce(sum(${column}) FILTER (WHERE hour >= $3 AND hour < $4), 0)::text AS yesterday${suffix}`,
      `coalesce(sum(${column}) FILTER (WHERE hour >= $2), 0)::text AS last30${suffix}`,
      `coalesce(sum(${column}) FILTER (WHERE hour < $2), 0)::text AS previous30${suffix}`,
    ];
  })
  .join(",\n         ");

/**
 * Every card's figures in one statement (one round trip and one pooled connection per call instead
 * of four): the four periods summed straight from the hourly rollup (no per-day grouping), the
 * status and device-group rollups, and the devices heard within the silence window, counted on the
 * partial index of migration 0019 without touching the table. $7 and $8 switch off what the user
 * may not see, so those parts are not read at all.
 */
const FIGURES_SQL = `
SELECT
  (SELECT coalesce(json_agg(h), '[]')::text FROM (
     SELECT metric,
         ${PERIOD_SUMS}
       FROM dashboard_hourly
      WHERE metric = ANY($6::text[]) AND hour >= $1 AND hour < $5
      GROUP BY metric) h) AS hourly,
  (SELECT coalesce(json_agg(s), '[]')::text FROM (
     SELECT area, status, count::text AS count FROM dashboard_status_counts WHERE $7::boolean) s) AS statuses,
  (SELECT count(*)::text FROM devices
    WHERE $8::boolean AND last_seen_at >= $9 AND state <> 'deleted') AS online,
  (SELECT coalesce(sum(count), 0)::text FROM dashboard_device_counts
    WHERE $8::boolean AND state <> 'deleted') AS in_service`;

export async function dashboardSummary(input: SummaryInput): Promise<DashboardSummary> {
  const { database, areas, now, timeZone } = input;
  const bounds = periodBounds(lastLocalDays(now, timeZone, 60));
  const metrics: HourlyMetric[] = [];
  if (areas.has("appUsers")) metrics.push("appUser.new");
  if (areas.has("devices")) metrics.push("device.sale");
  if (areas.has("sos")) metrics.push("sos.new");
  if (areas.has("feedback")) metrics.push("feedback.new");
  const devices = areas.has("devices");
  const since = new Date(now.getTime() - input.offlineAfterSeconds * 1000);

  const [row] = await database.query<FiguresRow>(FIGURES_SQL, [
    bounds.previous30.toISOString(),
    bounds.last30.toISOString(),
    bounds.yesterday.toISOString(),
    bounds.today.toISOString(),
    bounds.end.toISOString(),
    arrayLiteral(metrics),
    // Real booleans: postgres.js sends a boolean parameter as 't' only for `true` itself.
    areas.has("sos") || areas.has("feedback"),
    devices,
    since.toISOString(),
  ]);
  const hourly = new Map(
    (JSON.parse(row?.hourly ?? "[]") as HourlyTotals[]).map((h) => [h.metric, h]),
  );
  const figures = (metric: HourlyMetric, amount = false): PeriodFigures => {
    const h = hourly.get(metric);
    const a = amount ? "_a" : "";
    return {
      today: num(h?.[`today${a}`]),
      yesterday: num(h?.[`yesterday${a}`]),
      last30: num(h?.[`last30${a}`]),
      previous30: num(h?.[`previous30${a}`]),
    };
  };
  const statuses = byArea(JSON.parse(row?.statuses ?? "[]") as StatusRow[]);

  const summary: DashboardSummary = { generatedAt: now.toISOString(), timeZone };
  if (areas.has("appUsers")) summary.newAppUsers = figures("appUser.new");
  if (devices) {
    summary.devicesSold = figures("device.sale");
    summary.sales = figures("device.sale", true);
    summary.salesSource = "deviceSales";
    summary.devicesOnline = { now: num(row?.online), inService: num(row?.in_service) };
  }
  if (areas.has("sos"))
    summary.openSos = { ...figures("sos.new"), ...openOf(statuses.get("sos"), "new", "resolved") };
  if (areas.has("feedback"))
    summary.openFeedback = {
      ...figures("feedback.new"),
      ...openOf(statuses.get("feedback"), "new", "resolved"),
    };
  return summary;
}

interface StatusRow {
  area: string;
  status: string;
  count: string;
}

function byArea(rows: StatusRow[]): Map<string, Map<string, number>> {
  const result = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const area = result.get(row.area) ?? new Map<string, number>();
    area.set(row.status, num(row.count));
    result.set(row.area, area);
  }
  return result;
}

/** Rows per status of feedback and SOS alarms, from the rollup the triggers keep. */
export async function statusCounts(database: Database): Promise<Map<string, Map<string, number>>> {
  return byArea(
    await database.query<StatusRow>(
      "SELECT area, status, count::text AS count FROM dashboard_status_counts",
    ),
  );
}
