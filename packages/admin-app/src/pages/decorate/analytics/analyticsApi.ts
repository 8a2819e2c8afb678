import type {
  PageAnalytics as PageAnalyticsData,
  ProductAnalytics as ProductAnalyticsData,
  TopPages as TopPagesData,
} from "@vitrine/contract";
import type { HttpClient } from "../../../api/http";

// The answers' shapes are the contract's, the same ones the server counts (analytics-answers.ts).
export type {
  ComponentClicks,
  DayFigures,
  PageAnalytics as PageAnalyticsData,
  ProductAnalytics as ProductAnalyticsData,
  TopPage,
  TopPages as TopPagesData,
} from "@vitrine/contract";

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

export function fetchProductAnalytics(
  http: HttpClient,
  id: number,
  range: DayRange = {},
): Promise<ProductAnalyticsData> {
  return http.get<ProductAnalyticsData>("/goods/analytics", { id, ...range }, { quiet: true });
}
