import type { DashboardCharts } from "@vitrine/contract";
import type { Database } from "../db/database.js";
import { dailyCounts } from "./daily-counts.js";
import type { FigureArea } from "./grants.js";
import { lastLocalDays } from "./local-days.js";
import { hourStart, lastFinishedHours } from "./online-hours.js";
import { num } from "./sql-values.js";

export async function dashboardCharts(input: {
  database: Database;
  areas: ReadonlySet<FigureArea>;
  now: Date;
  timeZone: string;
}): Promise<DashboardCharts> {
  const { database, areas, now, timeZone } = input;
  const charts: DashboardCharts = { generatedAt: now.toISOString(), timeZone };
  if (!areas.has("devices")) return charts;
  const days = lastLocalDays(now, timeZone, 30);
  const hours = lastFinishedHours(now);
  const thisHour = hourStart(now);
  const [daily, online, groups, heardThisHour] = await Promise.all([
    dailyCounts(database, ["device.sale"], days),
    database.query<{ hour: Date | string; online: number }>(
      "SELECT hour, online FROM dashboard_online_hours WHERE hour >= $1 AND hour <= $2",
      [hours[0]!.toISOString(), hours[hours.length - 1]!.toISOString()],
    ),
    database.query<{ model: string; state: string; province: string; count: string }>(
      "SELECT model, state, province, count::text AS count FROM dashboard_device_counts WHERE count <> 0",
    ),
    database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM devices WHERE last_seen_at >= $1 AND last_seen_at <= $2 AND state <> 'deleted'",
      [thisHour.toISOString(), now.toISOString()],
    ),
  ]);
  const sales = daily.get("device.sale")!;
  charts.salesPerDay = days.map((day, i) => ({
    date: day.date,
    count: sales.count[i]!,
    amountCents: sales.amountCents[i]!,
  }));
  const onlineByHour = new Map(online.map((r) => [new Date(r.hour).getTime(), num(r.online)]));
  charts.onlineHourly = hours.map((hour) => ({
    hour: hour.toISOString(),
    online: onlineByHour.get(hour.getTime()) ?? 0,
  }));
  charts.onlineThisHour = { hour: thisHour.toISOString(), online: num(heardThisHour[0]?.n) };
  const byModel = new Map<string, number>();
  const byState = new Map<string, number>();
  const byProvince = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const row of groups) {
    const n = num(row.count);
    add(byState, row.state, n);
    if (row.state === "deleted") continue;
    add(byModel, row.model, n);
    add(byProvince, row.province, n);
  }
  const sorted = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, count]) => ({ [key]: name, count }) as Record<K, string> & { count: number });
  charts.devicesByModel = sorted(byModel, "model");
  charts.devicesByState = sorted(byState, "state");
  charts.devicesByProvince = sorted(byProvince, "province");
  return charts;
}
