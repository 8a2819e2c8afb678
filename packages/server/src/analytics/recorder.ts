import type { Database } from "../db/database.js";
import { columns, type ProductTally, writeProductTallies } from "./product-write.js";
import { addDays } from "./shop-day.js";

/** One shopper's event on a published page, already checked and keyed to the shop's day. */
export type PageEvent =
  | { kind: "view"; pageId: number; day: string; visitor: string }
  | { kind: "click"; pageId: number; day: string; componentId: string; componentType: string }
  | { kind: "form"; pageId: number; day: string }
  /** A product page's view; `fromPage` when a tap on its card on that published page led here. */
  | { kind: "product"; goodsId: number; day: string; visitor: string; fromPage?: number };

/** What one page gathered on one day since the last flush. */
interface Tally {
  pageId: number;
  day: string;
  views: number;
  conversions: number;
  visitors: Set<string>;
  clicks: Map<string, { type: string; count: number }>;
}

export interface RecorderOptions {
  /** Written once this many events are waiting. */
  flushEvery?: number;
  /** And every this many milliseconds (0: only by count, by `flush()` and on close). */
  intervalMs?: number;
  /** Events past this many waiting (the database stalled) are dropped: memory stays bounded. */
  maxPending?: number;
  onError?: (error: unknown) => void;
}

export interface PageEventRecorder {
  /** Counts an event in memory; false when it was dropped (too many waiting). */
  record(event: PageEvent): boolean;
  /** Writes everything recorded so far; resolves once it is in the database. */
  flush(): Promise<void>;
  /** Stops the interval and writes what is left. */
  close(): Promise<void>;
  /** Events recorded and not yet written. */
  pending(): number;
}

/**
 * Beacons are answered at once and counted here: summed in memory per page and day, then written
 * in one statement per table (views and conversions added, clicks added per component, visitors
 * inserted once each), not one write per beacon. Three single-table statements and no transaction:
 * the public page cache (db/write-watch.ts) sees only these tables written, never "everything".
 */
export function createPageEventRecorder(
  database: Database,
  { flushEvery = 1000, intervalMs = 5000, maxPending = 100_000, onError }: RecorderOptions = {},
): PageEventRecorder {
  let tallies = new Map<string, Tally>();
  let productTallies = new Map<string, ProductTally>();
  let pending = 0;
  let writing: Promise<void> = Promise.resolve();
  // The latest day whose older visitor hashes were deleted (they only ever dedupe within a day).
  let prunedBefore = "";

  const tallyOf = (pageId: number, day: string) => {
    const key = `${pageId}|${day}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = { pageId, day, views: 0, conversions: 0, visitors: new Set(), clicks: new Map() };
      tallies.set(key, tally);
    }
    return tally;
  };

  const productTallyOf = (goodsId: number, day: string) => {
    const key = `${goodsId}|${day}`;
    let tally = productTallies.get(key);
    if (!tally) {
      tally = { goodsId, day, views: 0, visitors: new Set(), fromPages: new Map() };
      productTallies.set(key, tally);
    }
    return tally;
  };

  function flush(): Promise<void> {
    const batch = [...tallies.values()];
    const productBatch = [...productTallies.values()];
    tallies = new Map();
    productTallies = new Map();
    pending = 0;
    // One write at a time, in order: a flush asked for during another waits for it.
    const latest =
      [...batch, ...productBatch]
        .map((t) => t.day)
        .sort()
        .at(-1) ?? "";
    writing = writing
      .then(async () => {
        await write(database, batch);
        await writeProductTallies(database, productBatch);
        if (latest > prunedBefore) {
          for (const table of ["page_analytics_visitors", "product_analytics_visitors"])
            await database.query(`DELETE FROM ${table} WHERE day < $1`, [addDays(latest, -1)]);
          prunedBefore = latest;
        }
      })
      .catch((error) => onError?.(error));
    return writing;
  }

  const timer = intervalMs > 0 ? setInterval(() => pending > 0 && void flush(), intervalMs) : null;
  // The interval never keeps a process alive on its own.
  timer?.unref();

  return {
    record(event) {
      if (pending >= maxPending) return false;
      if (event.kind === "product") {
        const tally = productTallyOf(event.goodsId, event.day);
        tally.views++;
        tally.visitors.add(event.visitor);
        if (event.fromPage !== undefined)
          tally.fromPages.set(event.fromPage, (tally.fromPages.get(event.fromPage) ?? 0) + 1);
        pending++;
        if (pending >= flushEvery) void flush();
        return true;
      }
      const tally = tallyOf(event.pageId, event.day);
      if (event.kind === "view") {
        tally.views++;
        tally.visitors.add(event.visitor);
      } else if (event.kind === "form") {
        tally.conversions++;
      } else {
        const click = tally.clicks.get(event.componentId);
        if (click) click.count++;
        else tally.clicks.set(event.componentId, { type: event.componentType, count: 1 });
      }
      pending++;
      if (pending >= flushEvery) void flush();
      return true;
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
    pending: () => pending,
  };
}

/** Joined with pages, so a page deleted since its beacons drops them instead of failing the batch. */
async function write(database: Database, batch: Tally[]) {
  if (batch.length === 0) return;
  const visitorRows = batch.flatMap((t) => [...t.visitors].map((v) => [t.pageId, t.day, v]));
  const newVisitors = new Map<string, number>();
  if (visitorRows.length > 0) {
    const inserted = await database.query<{ page_id: number; day: string }>(
      `INSERT INTO page_analytics_visitors (page_id, day, visitor)
       SELECT v.page_id, v.day, v.visitor
       FROM unnest($1::int[], $2::text[]::date[], $3::text[]) AS v(page_id, day, visitor)
       JOIN pages p ON p.id = v.page_id
       ON CONFLICT DO NOTHING
       RETURNING page_id, to_char(day, 'YYYY-MM-DD') AS day`,
      columns(visitorRows, 3),
    );
    for (const row of inserted) {
      const key = `${row.page_id}|${row.day}`;
      newVisitors.set(key, (newVisitors.get(key) ?? 0) + 1);
    }
  }
  const dayRows = batch.map((t) => [
    t.pageId,
    t.day,
    t.views,
    newVisitors.get(`${t.pageId}|${t.day}`) ?? 0,
    t.conversions,
  ]);
  await database.query(
    `INSERT INTO page_analytics_days (page_id, day, views, visitors, conversions)
     SELECT d.page_id, d.day, d.views, d.visitors, d.conversions
     FROM unnest($1::int[], $2::text[]::date[], $3::int[], $4::int[], $5::int[])
       AS d(page_id, day, views, visitors, conversions)
     JOIN pages p ON p.id = d.page_id
     ON CONFLICT (page_id, day) DO UPDATE SET
       views = page_analytics_days.views + EXCLUDED.views,
       visitors = page_analytics_days.visitors + EXCLUDED.visitors,
       conversions = page_analytics_days.conversions + EXCLUDED.conversions`,
    columns(dayRows, 5),
  );
  const clickRows = batch.flatMap((t) =>
    [...t.clicks].map(([id, click]) => [t.pageId, t.day, id, click.type, click.count]),
  );
  if (clickRows.length === 0) return;
  await database.query(
    `INSERT INTO page_analytics_clicks (page_id, day, component_id, component_type, clicks)
     SELECT c.page_id, c.day, c.component_id, c.component_type, c.clicks
     FROM unnest($1::int[], $2::text[]::date[], $3::text[], $4::text[], $5::int[])
       AS c(page_id, day, component_id, component_type, clicks)
     JOIN pages p ON p.id = c.page_id
     ON CONFLICT (page_id, day, component_id) DO UPDATE SET
       component_type = EXCLUDED.component_type,
       clicks = page_analytics_clicks.clicks + EXCLUDED.clicks`,
    columns(clickRows, 5),
  );
}
