import type { ProductAnalytics, ProductDayFigures } from "@vitrine/contract";
import type { Database } from "../db/database.js";
import { daysBetween } from "./shop-day.js";

/** A product's figures from `from` to `to` (shop days, both included). */
export async function productAnalytics(
  database: Database,
  product: { id: number; name: string },
  from: string,
  to: string,
): Promise<ProductAnalytics> {
  const [rows, sources] = await Promise.all([
    database.query<ProductDayFigures>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, views, visitors, from_pages AS "fromPages"
       FROM product_analytics_days WHERE goods_id = $1 AND day BETWEEN $2 AND $3`,
      [product.id, from, to],
    ),
    database.query<{ pageId: number; name: string; views: number }>(
      `SELECT s.page_id AS "pageId", p.name, sum(s.views)::int AS views
       FROM product_analytics_sources s JOIN pages p ON p.id = s.page_id
       WHERE s.goods_id = $1 AND s.day BETWEEN $2 AND $3
       GROUP BY s.page_id, p.name ORDER BY views DESC, s.page_id`,
      [product.id, from, to],
    ),
  ]);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days = daysBetween(from, to).map(
    (date) => byDate.get(date) ?? { date, views: 0, visitors: 0, fromPages: 0 },
  );
  const sum = (key: "views" | "visitors" | "fromPages") =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    product,
    from,
    to,
    days,
    sources,
    totals: { views: sum("views"), visitors: sum("visitors"), fromPages: sum("fromPages") },
  };
}
