import type { Database } from "../db/database.js";
import { dailyCounts, type HourlyMetric, type PeriodFigures, periods } from "./daily-counts.js";
import type { FigureArea } from "./grants.js";
import { lastLocalDays } from "./local-days.js";
import { devicesOnlineNow } from "./online.js";
import { num } from "./sql-values.js";

export interface OpenFigures extends PeriodFigures {
  /** Not resolved yet. */
  open: number;
  /** Not yet looked at (status `new`). */
  waiting: number;
}

/** The cards of /home. Each key is present only when the user may see its area. */
export interface DashboardSummary {
  generatedAt: string;
  timeZone: string;
  newAppUsers?: PeriodFigures;
  devicesSold?: PeriodFigures;
  /**
   * Sales in cents. There is no order table yet: sales are the device sales (device_sales) until
   * orders exist; `salesSource` says so.
   */
  sales?: PeriodFigures;
  salesSource?: "deviceSales";
  devicesOnline?: { now: number; inService: number };
  openSos?: OpenFigures;
  openFeedback?: OpenFigures;
}

export interface SummaryInput {
  database: Database;
  areas: ReadonlySet<FigureArea>;
  now: Date;
  timeZone: string;
  offlineAfterSeconds: number;
}

export async function dashboardSummary(input: SummaryInput): Promise<DashboardSummary> {
  const { database, areas, now, timeZone } = input;
  const days = lastLocalDays(now, timeZone, 60);
  const metrics: HourlyMetric[] = [];
  if (areas.has("appUsers")) metrics.push("appUser.new");
  if (areas.has("devices")) metrics.push("device.sale");
  if (areas.has("sos")) metrics.push("sos.new");
  if (areas.has("feedback")) metrics.push("feedback.new");

  const [daily, statuses, online, inService] = await Promise.all([
    dailyCounts(database, metrics, days),
    areas.has("sos") || areas.has("feedback") ? statusCounts(database) : undefined,
    areas.has("devices") ? devicesOnlineNow(database, now, input.offlineAfterSeconds) : 0,
    areas.has("devices") ? devicesInService(database) : 0,
  ]);

  const summary: DashboardSummary = { generatedAt: now.toISOString(), timeZone };
  const series = (metric: HourlyMetric) => daily.get(metric)!;
  if (areas.has("appUsers")) summary.newAppUsers = periods(series("appUser.new").count);
  if (areas.has("devices")) {
    summary.devicesSold = periods(series("device.sale").count);
    summary.sales = periods(series("device.sale").amountCents);
    summary.salesSource = "deviceSales";
    summary.devicesOnline = { now: online, inService };
  }
  const open = (area: "sos" | "feedback", waiting: string, resolved: string) => {
    const byStatus = statuses?.get(area) ?? new Map<string, number>();
    let total = 0;
    for (const [status, count] of byStatus) if (status !== resolved) total += count;
    return { open: total, waiting: byStatus.get(waiting) ?? 0 };
  };
  if (areas.has("sos"))
    summary.openSos = { ...periods(series("sos.new").count), ...open("sos", "new", "resolved") };
  if (areas.has("feedback"))
    summary.openFeedback = {
      ...periods(series("feedback.new").count),
      ...open("feedback", "new", "resolved"),
    };
  return summary;
}

/** Rows per status of feedback and SOS alarms, from the rollup the triggers keep. */
export async function statusCounts(database: Database): Promise<Map<string, Map<string, number>>> {
  const rows = await database.query<{ area: string; status: string; count: string }>(
    "SELECT area, status, count::text AS count FROM dashboard_status_counts",
  );
  const result = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const area = result.get(row.area) ?? new Map<string, number>();
    area.set(row.status, num(row.count));
    result.set(row.area, area);
  }
  return result;
}

async function devicesInService(database: Database): Promise<number> {
  const rows = await database.query<{ n: string }>(
    "SELECT coalesce(sum(count), 0)::text AS n FROM dashboard_device_counts WHERE state <> 'deleted'",
  );
  return num(rows[0]?.n);
}
