/**
 * The answers of the page and product analytics (`GET /api/page/analytics`, `/page/analytics/top`,
 * `/goods/analytics`): the server counts them (analytics/report.ts, product-report.ts), the
 * decorate and goods screens draw them.
 */

/** One shop day of a page. */
export interface DayFigures {
  date: string;
  views: number;
  visitors: number;
  conversions: number;
}

export interface ComponentClicks {
  componentId: string;
  componentType: string;
  /** Its place on the published page now (1 first); null once it is no longer there. */
  position: number | null;
  clicks: number;
}

/** `GET /api/page/analytics?id=&from=&to=`. */
export interface PageAnalytics {
  page: { id: number; name: string };
  from: string;
  to: string;
  /** Every day of the range, in order, days without a visit as zeros. */
  days: DayFigures[];
  /** Per component over the range, most clicked first. */
  clicks: ComponentClicks[];
  totals: {
    views: number;
    /** The sum of each day's unique visitors (a visitor of two days counts twice). */
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

/** `GET /api/page/analytics/top?from=&to=&limit=`: the most viewed pages first. */
export interface TopPages {
  from: string;
  to: string;
  pages: TopPage[];
}

export interface ProductDayFigures {
  date: string;
  views: number;
  visitors: number;
  /** Views that came from a tap on the product's card on a published page. */
  fromPages: number;
}

/** `GET /api/goods/analytics?id=&from=&to=`. */
export interface ProductAnalytics {
  product: { id: number; name: string };
  from: string;
  to: string;
  /** Every day of the range, in order, days without a view as zeros. */
  days: ProductDayFigures[];
  /** The published pages whose card led to the product, most views first. */
  sources: Array<{ pageId: number; name: string; views: number }>;
  totals: {
    views: number;
    /** The sum of each day's unique visitors (a visitor of two days counts twice). */
    visitors: number;
    fromPages: number;
  };
}
