import type { DayFigures, PageAnalytics, TopPage } from "@vitrine/contract";
import type { Database } from "../db/database.js";
import { daysBetween } from "./shop-day.js";

/** A page's figures from `from` to `to` (shop days, both included). */
export async function pageAnalytics(
  database: Database,
  page: { id: number; name: string },
  from: string,
  to: string,
): Promise<PageAnalytics> {
  const [rows, clickRows, [published], [led]] = await Promise.all([
    database.query<DayFigures>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, views, visitors, conversions
       FROM page_analytics_days WHERE page_id = $1 AND day BETWEEN $2 AND $3`,
      [page.id, from, to],
    ),
    database.query<{ component_id: string; component_type: string; clicks: number }>(
      `SELECT component_id, max(component_type) AS component_type, sum(clicks)::int AS clicks
       FROM page_analytics_clicks WHERE page_id = $1 AND day BETWEEN $2 AND $3
       GROUP BY component_id ORDER BY clicks DESC, component_id`,
      [page.id, from, to],
    ),
    database.query<{ ids: unknown }>(
      `SELECT jsonb_path_query_array(published_document, '$.components[*].id') AS ids
       FROM pages WHERE id = $1`,
      [page.id],
    ),
    database.query<{ views: number }>(
      `SELECT coalesce(sum(views), 0)::int AS views FROM product_analytics_sources
       WHERE page_id = $1 AND day BETWEEN $2 AND $3`,
      [page.id, from, to],
    ),
  ]);
  const order = Array.isArray(published?.ids) ? (published.ids as unknown[]) : [];
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days = daysBetween(from, to).map(
    (date) => byDate.get(date) ?? { date, views: 0, visitors: 0, conversions: 0 },
  );
  const sum = (key: "views" | "visitors" | "conversions") =>
    days.reduce((total, day) => total + day[key], 0);
  const visitors = sum("visitors");
  const conversions = sum("conversions");
  const clicks = clickRows.map((row) => ({
    componentId: row.component_id,
    componentType: row.component_type,
    position: order.includes(row.component_id) ? order.indexOf(row.component_id) + 1 : null,
    clicks: row.clicks,
  }));
  return {
    page,
    from,
    to,
    days,
    clicks,
    totals: {
      views: sum("views"),
      visitors,
      conversions,
      clicks: clicks.reduce((total, row) => total + row.clicks, 0),
      productViews: led?.views ?? 0,
      conversionRate: visitors > 0 ? conversions / visitors : null,
    },
  };
}

/** The shop's most viewed pages over the range, at most `limit`. */
export function topPages(
  database: Database,
  from: string,
  to: string,
  limit: number,
): Promise<TopPage[]> {
  return database.query<TopPage>(
    `SELECT p.id, p.name, sum(d.views)::int AS views, sum(d.visitors)::int AS visitors,
       sum(d.conversions)::int AS conversions
     FROM page_analytics_days d JOIN pages p ON p.id = d.page_id
     WHERE d.day BETWEEN $1 AND $2
     GROUP BY p.id, p.name ORDER BY views DESC, p.id LIMIT $3`,
    [from, to, limit],
  );
}
