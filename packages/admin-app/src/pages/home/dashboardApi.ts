import type {
  DashboardAttention,
  DashboardCharts,
  DashboardSummary,
  OrderDashboard,
} from "@vitrine/contract";
import type { HttpClient } from "../../api/http";

// The answers' shapes are the contract's, the same ones the server counts (dashboard-answers.ts).
export type {
  DashboardAttention,
  DashboardCharts,
  DashboardSummary,
  OpenFigures,
  OrderDashboard,
  OrderFigures,
  PeriodFigures,
} from "@vitrine/contract";

export interface DashboardData {
  summary: DashboardSummary;
  charts: DashboardCharts;
  attention: DashboardAttention;
  orders?: OrderDashboard;
}

export interface DashboardApi {
  load(timeZone: string): Promise<DashboardData>;
}

/** The grants that open some dashboard figure; a user with none of them is not asked for any. */
export const DASHBOARD_GRANTS = [
  "appUser:index",
  "device:index",
  "sos:index",
  "feedback:index",
  "goods:index",
  "order:index",
];

/** The four calls at once. Quiet: the dashboard shows its own failure and retry. */
export function createDashboardApi(http: HttpClient): DashboardApi {
  return {
    async load(timeZone) {
      const quiet = { quiet: true };
      const [summary, charts, attention, orders] = await Promise.all([
        http.get<DashboardSummary>("/dashboard/summary", { tz: timeZone }, quiet),
        http.get<DashboardCharts>("/dashboard/charts", { tz: timeZone }, quiet),
        http.get<DashboardAttention>("/dashboard/attention", {}, quiet),
        http.get<{ orders?: OrderDashboard }>("/dashboard/orders", { tz: timeZone }, quiet),
      ]);
      return { summary, charts, attention, orders: orders.orders };
    },
  };
}
