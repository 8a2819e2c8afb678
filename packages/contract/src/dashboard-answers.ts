/**
 * The answers of the home dashboard (`GET /api/dashboard/summary`, `/charts`, `/attention`,
 * `/orders`): the server counts them (server dashboard/*), the home and chart screens draw them.
 * A key marked optional is present only when the user may see its area.
 */

/** Today, yesterday and the two 30-day periods of one figure. */
export interface PeriodFigures {
  today: number;
  yesterday: number;
  /** The 30 local days ending today. */
  last30: number;
  /** The 30 days before those. */
  previous30: number;
}

export interface OpenFigures extends PeriodFigures {
  /** Not resolved yet. */
  open: number;
  /** Not yet looked at (status `new`). */
  waiting: number;
}

/** The cards of /home. */
export interface DashboardSummary {
  generatedAt: string;
  timeZone: string;
  newAppUsers?: PeriodFigures;
  devicesSold?: PeriodFigures;
  /** Device sales in cents (`salesSource`); the order figures are `OrderDashboard`'s. */
  sales?: PeriodFigures;
  salesSource?: "deviceSales";
  devicesOnline?: { now: number; inService: number };
  openSos?: OpenFigures;
  openFeedback?: OpenFigures;
}

export interface DashboardCharts {
  generatedAt: string;
  timeZone: string;
  /** The last 30 local days, oldest first: device sales. */
  salesPerDay?: Array<{ date: string; count: number; amountCents: number }>;
  /** The last 24 finished hours, oldest first: devices heard from in each. */
  onlineHourly?: Array<{ hour: string; online: number }>;
  /**
   * The hour under way, so far: devices whose last heartbeat falls in it. The hourly rollup counts
   * an hour once it is over, so without this the chart stayed empty during a fleet's first hour.
   */
  onlineThisHour?: { hour: string; online: number };
  devicesByModel?: Array<{ model: string; count: number }>;
  devicesByState?: Array<{ state: string; count: number }>;
  /** Devices in service per province; "" when the device never said where it is. */
  devicesByProvince?: Array<{ province: string; count: number }>;
}

export interface DashboardAttention {
  /** New SOS alarms, newest first (they are the most urgent). */
  sos?: {
    total: number;
    items: Array<{ id: number; deviceId: number; serial: string; raisedAt: string }>;
  };
  /** Open feedback, the one waiting longest first. */
  feedback?: {
    total: number;
    items: Array<{ id: number; excerpt: string; status: string; createdAt: string }>;
  };
  /** Goods (not in the recycle bin) whose stock is at or under the threshold, lowest first. */
  lowStock?: {
    threshold: number;
    total: number;
    items: Array<{ id: number; name: string; stock: number }>;
  };
}

/** One period's order figures; amounts in cents. */
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

/** The figures of a period with nothing paid or refunded, as the server answers them. */
export const NO_ORDER_FIGURES: Readonly<OrderFigures> = Object.freeze({
  salesCents: 0,
  orders: 0,
  payingShoppers: 0,
  averageOrderCents: 0,
  refunds: 0,
  refundCents: 0,
});

/** One local day's order figures. */
export interface OrderDayFigures extends OrderFigures {
  date: string;
}

/** `GET /api/dashboard/orders`'s `orders`: absent for a user without `order:index`. */
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
  perDay: OrderDayFigures[];
}
