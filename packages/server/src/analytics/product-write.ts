import type { Database } from "../db/database.js";

/** What one product's page gathered on one day since the last flush. */
export interface ProductTally {
  goodsId: number;
  day: string;
  views: number;
  visitors: Set<string>;
  /** Published page id → views that came from a tap on the product's card there. */
  fromPages: Map<number, number>;
}

/** Rows as one array per column: what `unnest` takes, one parameter per column. */
export function columns(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, i) => rows.map((row) => row[i]));
}

/**
 * The product half of a flush (recorder.ts): visitors inserted once each, then views, new
 * visitors and page-led views added per product and day, then the views per leading page. Joined
 * with goods (and pages), so a product or page deleted since its beacons drops them instead of
 * failing the batch.
 */
export async function writeProductTallies(database: Database, batch: readonly ProductTally[]) {
  if (batch.length === 0) return;
  const visitorRows = batch.flatMap((t) => [...t.visitors].map((v) => [t.goodsId, t.day, v]));
  const newVisitors = new Map<string, number>();
  if (visitorRows.length > 0) {
    const inserted = await database.query<{ goods_id: number; day: string }>(
      `INSERT INTO product_analytics_visitors (goods_id, day, visitor)
       SELECT v.goods_id, v.day, v.visitor
       FROM unnest($1::int[], $2::text[]::date[], $3::text[]) AS v(goods_id, day, visitor)
       JOIN goods g ON g.id = v.goods_id
       ON CONFLICT DO NOTHING
       RETURNING goods_id, to_char(day, 'YYYY-MM-DD') AS day`,
      columns(visitorRows, 3),
    );
    for (const row of inserted) {
      const key = `${row.goods_id}|${row.day}`;
      newVisitors.set(key, (newVisitors.get(key) ?? 0) + 1);
    }
  }
  const dayRows = batch.map((t) => [
    t.goodsId,
    t.day,
    t.views,
    newVisitors.get(`${t.goodsId}|${t.day}`) ?? 0,
    [...t.fromPages.values()].reduce((a, b) => a + b, 0),
  ]);
  await database.query(
    `INSERT INTO product_analytics_days (goods_id, day, views, visitors, from_pages)
     SELECT d.goods_id, d.day, d.views, d.visitors, d.from_pages
     FROM unnest($1::int[], $2::text[]::date[], $3::int[], $4::int[], $5::int[])
       AS d(goods_id, day, views, visitors, from_pages)
     JOIN goods g ON g.id = d.goods_id
     ON CONFLICT (goods_id, day) DO UPDATE SET
       views = product_analytics_days.views + EXCLUDED.views,
       visitors = product_analytics_days.visitors + EXCLUDED.visitors,
       from_pages = product_analytics_days.from_pages + EXCLUDED.from_pages`,
    columns(dayRows, 5),
  );
  const sourceRows = batch.flatMap((t) =>
    [...t.fromPages].map(([pageId, views]) => [t.goodsId, t.day, pageId, views]),
  );
  if (sourceRows.length === 0) return;
  await database.query(
    `INSERT INTO product_analytics_sources (goods_id, day, page_id, views)
     SELECT s.goods_id, s.day, s.page_id, s.views
     FROM unnest($1::int[], $2::text[]::date[], $3::int[], $4::int[]) AS s(goods_id, day, page_id, views)
     JOIN goods g ON g.id = s.goods_id
     JOIN pages p ON p.id = s.page_id
     ON CONFLICT (goods_id, day, page_id) DO UPDATE SET
       views = product_analytics_sources.views + EXCLUDED.views`,
    columns(sourceRows, 4),
  );
}
