import type { HttpClient } from "../../../api/http";

/** One shop day of a page (server: analytics/report.ts). */
export interface DayFigures {
  date: string;
  views: number;
  visitors: number;
  conversions: number;
}

export interface ComponentClicks {
  componentId: string;
  componentType: string;
  /** Its place on the published page (1 first); null once it is no longer there. */
  position: number | null;
  clicks: number;
}

/** `GET /api/page/analytics?id=&from=&to=`. */
export interface PageAnalyticsData {
  page: { id: number; name: string };
  from: string;
  to: string;
  days: DayFigures[];
  clicks: ComponentClicks[];
  totals: {
    views: number;
    visitors: number;
    conversions: number;
    clicks: number;
    /** Product page views that followed a tap on one of this page's product cards. */
    productViews: number;
    /** Form conversions per visitor (0..1); null without visitors. */
    conversionRate: number | null;
  };
}

export interface TopPage {
  id: number;
  name: string;
  views: number;
  visitors: number;
  conversions: number;
}

/** `GET /api/page/analytics/top?from=&to=&limit=`. */
export interface TopPagesData {
  from: string;
  to: string;
  pages: TopPage[];
}

/** Both dates `YYYY-MM-DD`, the shop's days; absent: the last 30 days. */
export interface DayRange {
  from?: string;
  to?: string;
}

export function fetchPageAnalytics(
  http: HttpClient,
  id: number,
  range: DayRange = {},
): Promise<PageAnalyticsData> {
  return http.get<PageAnalyticsData>("/page/analytics", { id, ...range }, { quiet: true });
}

export function fetchTopPages(http: HttpClient, range: DayRange = {}): Promise<TopPagesData> {
  return http.get<TopPagesData>("/page/analytics/top", { ...range }, { quiet: true });
}

/** `GET /api/goods/analytics?id=&from=&to=` (server: analytics/product-report.ts). */
export interface ProductAnalyticsData {
  product: { id: number; name: string };
  from: string;
  to: string;
  /** `fromPages`: views that came from a tap on the product's card on a published page. */
  days: Array<{ date: string; views: number; visitors: number; fromPages: number }>;
  /** The published pages whose card led to the product, most views first. */
  sources: Array<{ pageId: number; name: string; views: number }>;
  totals: { views: number; visitors: number; fromPages: number };
}

export function fetchProductAnalytics(
  http: HttpClient,
  id: number,
  range: DayRange = {},
): Promise<ProductAnalyticsData> {
  return http.get<ProductAnalyticsData>("/goods/analytics", { id, ...range }, { quiet: true });
}
