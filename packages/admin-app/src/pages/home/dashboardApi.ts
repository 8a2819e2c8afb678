import type { HttpClient } from "../../api/http";

/** Today, yesterday and the two 30-day periods of one figure (server: dashboard/daily-counts.ts). */
export interface PeriodFigures {
  today: number;
  yesterday: number;
  last30: number;
  previous30: number;
}

export interface OpenFigures extends PeriodFigures {
  open: number;
  waiting: number;
}

/** `GET /api/dashboard/summary`: a key is present only when the user may see its area. */
export interface DashboardSummary {
  generatedAt: string;
  timeZone: string;
  newAppUsers?: PeriodFigures;
  devicesSold?: PeriodFigures;
  /** Cents. Device sales until an order table exists (`salesSource`). */
  sales?: PeriodFigures;
  salesSource?: "deviceSales";
  devicesOnline?: { now: number; inService: number };
  openSos?: OpenFigures;
  openFeedback?: OpenFigures;
}

export interface DashboardCharts {
  generatedAt: string;
  timeZone: string;
  salesPerDay?: Array<{ date: string; count: number; amountCents: number }>;
  onlineHourly?: Array<{ hour: string; online: number }>;
  /** The hour under way so far (the hourly counts hold finished hours only). */
  onlineThisHour?: { hour: string; online: number };
  devicesByModel?: Array<{ model: string; count: number }>;
  devicesByState?: Array<{ state: string; count: number }>;
  devicesByProvince?: Array<{ province: string; count: number }>;
}

export interface DashboardAttention {
  sos?: {
    total: number;
    items: Array<{ id: number; deviceId: number; serial: string; raisedAt: string }>;
  };
  feedback?: {
    total: number;
    items: Array<{ id: number; excerpt: string; status: string; createdAt: string }>;
  };
  lowStock?: {
    threshold: number;
    total: number;
    items: Array<{ id: number; name: string; stock: number }>;
  };
}

/** One period's order figures (server: dashboard/order-figures.ts); amounts in cents. */
export interface OrderFigures {
  salesCents: number;
  orders: number;
  payingShoppers: number;
  averageOrderCents: number;
  refunds: number;
  refundCents: number;
}

/** `GET /api/dashboard/orders`'s `orders`: absent for a user without `order:index`. */
export interface OrderDashboard {
  generatedAt: string;
  timeZone: string;
  today: OrderFigures;
  yesterday: OrderFigures;
  thisMonth: OrderFigures;
  last7: OrderFigures;
  last30: OrderFigures;
  /** The last 30 local days of the zone asked for, oldest first. */
  perDay: Array<{ date: string } & OrderFigures>;
}

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
