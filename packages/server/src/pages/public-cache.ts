import { createHash } from "node:crypto";
import type { Locale, PageDocument } from "@vitrine/editor-core";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { ok } from "../http/envelope.js";
import { nextActivityBoundary } from "../storefront/card-activities.js";
import { cacheControlUntil } from "../storefront/send-public.js";
import { createShopLook } from "../storefront/shop-look.js";
import { readDocument, sanitizeDocument } from "./document.js";
import { renderPublicPage } from "./html.js";
import { liveProducts, liveProductsStamp, productIdsOf } from "./live-products.js";
import { pageTranslator } from "./messages.js";
import { pages } from "./schema.js";
import { pageSizeRefusal } from "./size-limit.js";

/** Rendered copies kept at most, by their text's size (a page is capped at 2 MiB of JSON). */
const MAX_CACHE_CHARS = 64 * 1024 * 1024;
/**
 * How long what was read is trusted without asking the database again, while this process wrote
 * nothing to the tables it came from. Writes of this process are seen at once (the write watch),
 * publishes and deletes of other processes through the NOTIFY channel (routes.ts); this bounds
 * what neither announces, such as another process changing a product's price.
 */
const RECHECK_MS = 1_000;
const PAGE_TABLES = ["pages"];
const GOODS_TABLES = ["goods"];

/** One language's rendering of a published version, with the goods' state it shows. */
interface Rendered {
  goods: string;
  /** The shop's title and colour it shows (storefront/shop-look.ts): a change renders it again. */
  look: string;
  html: string;
  /** Names these bytes for sendPublicHtml's compressed copies. */
  cacheKey: string;
  /** When the goods' state was last read (ms). */
  checkedAt: number;
  /**
   * The next start or end of an activity on its products (the server's clock, ms): its cards'
   * prices change then although nothing is written, so the rendering is not trusted past it.
   */
  expiresAt?: number | undefined;
}

/** One published version of a page, read and answered once, rendered once per language. */
interface Published {
  /** The published version and time: a new publish changes it, even of the same version. */
  stamp: string;
  id: number;
  name: string;
  document: PageDocument;
  /** The whole JSON answer, serialised once. */
  json: string;
  /** Goods its product lists show: their current prices are read with every HTML request. */
  productIds: number[];
  html: Map<Locale, Rendered>;
  chars: number;
  /** When the stamp was last read (ms). */
  checkedAt: number;
}

/** Which published page each public address shows: every published page's, read at once. */
interface AddressBook {
  bySlug: Map<string, number>;
  home: number | undefined;
  loadedAt: number;
}

export interface PublicHtml {
  html: string;
  cacheKey: string;
  /** Set while an activity boundary is near: shared caches keep the page no longer than that. */
  cacheControl?: string;
}

/**
 * The public page's answers, kept per published version so a request neither reads the document
 * again nor renders it again. What was read is trusted for RECHECK_MS while this process wrote
 * nothing to its tables; then the page's published stamp is asked again (one small row, which also
 * sees publishes and deletes by other server processes); a new stamp reads the published copy
 * again, a missing row drops the entry. Concurrent first requests of a version share one read and
 * one render. `invalidate` drops entries at once (a publish, delete or address change).
 */
export function createPublicPageCache(
  database: Database,
  now: () => number = Date.now,
  /** The server's clock, which activities run by (tests move it). */
  clock: () => Date = () => new Date(),
) {
  const db = database.db;
  const entries = new Map<number, Published>();
  const shopLook = createShopLook(database, now);
  const loading = new Map<string, Promise<Published | undefined>>();
  let chars = 0;
  let book: AddressBook | undefined;
  let bookLoading: Promise<AddressBook> | undefined;
  // Bumped by invalidate: a read begun before it must not be trusted after it.
  let generation = 0;

  const fresh = (checkedAt: number, tables: string[]) =>
    now() - checkedAt < RECHECK_MS && database.writes.lastWrite(tables) < checkedAt;
  const expired = (rendered: Rendered) =>
    rendered.expiresAt !== undefined && clock().getTime() >= rendered.expiresAt;

  /** What is sent: the rendering, and how long a shared cache may keep it from now. */
  function answer(rendered: Rendered): PublicHtml {
    const { html, cacheKey, expiresAt } = rendered;
    if (expiresAt === undefined) return { html, cacheKey };
    return { html, cacheKey, cacheControl: cacheControlUntil([new Date(expiresAt)], clock()) };
  }

  function drop(id: number) {
    const entry = entries.get(id);
    if (!entry) return;
    chars -= entry.chars;
    entries.delete(id);
  }

  function keep(entry: Published) {
    if (entries.get(entry.id) !== entry) {
      drop(entry.id);
      chars += entry.chars;
    }
    entries.delete(entry.id);
    entries.set(entry.id, entry);
    // Map order is insertion order: the least recently used go first.
    for (const [id] of entries) {
      if (chars <= MAX_CACHE_CHARS || id === entry.id) break;
      drop(id);
    }
  }

  async function stampOf(id: number): Promise<string | undefined> {
    const [row] = await db
      .select({ version: pages.publishedVersion, at: pages.publishedAt })
      .from(pages)
      .where(and(eq(pages.id, id), isNotNull(pages.publishedDocument)));
    return row ? `${row.version}@${row.at?.getTime()}` : undefined;
  }

  async function load(id: number): Promise<Published | undefined> {
    const [row] = await db
      .select({
        name: pages.name,
        document: pages.publishedDocument,
        version: pages.publishedVersion,
        at: pages.publishedAt,
      })
      .from(pages)
      .where(and(eq(pages.id, id), isNotNull(pages.publishedDocument)));
    if (!row) return undefined;
    // The locale only words a failure, which is answered as "not published" anyway.
    const read = readDocument(row.document, "en");
    // A published copy that no longer reads is not served half-way; one past the size limits
    // (published before they existed) is not rendered either: it would hold the server for seconds.
    if (!read.ok || pageSizeRefusal(read.document, pageTranslator("en"))) return undefined;
    const document = sanitizeDocument(read.document);
    const name = String(document.settings.name || row.name);
    const json = JSON.stringify(ok({ id, name, document, publishedAt: row.at }));
    return {
      stamp: `${row.version}@${row.at?.getTime()}`,
      id,
      name,
      document,
      json,
      productIds: productIdsOf(document),
      html: new Map(),
      chars: json.length,
      checkedAt: 0,
    };
  }

  /** The current published version of page `id`, or undefined when it has none. */
  async function published(id: number): Promise<Published | undefined> {
    const cached = entries.get(id);
    if (cached && fresh(cached.checkedAt, PAGE_TABLES)) return cached;
    const checkedAt = now();
    const seen = generation;
    const stamp = await stampOf(id);
    if (stamp === undefined) {
      drop(id);
      return undefined;
    }
    const current = entries.get(id);
    if (current?.stamp === stamp) {
      if (seen === generation) current.checkedAt = checkedAt;
      keep(current);
      return current;
    }
    const key = `${id}:${stamp}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(id).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    const entry = await pending;
    if (!entry) {
      drop(id);
      return undefined;
    }
    if (seen === generation) entry.checkedAt = Math.max(entry.checkedAt, checkedAt);
    keep(entry);
    return entry;
  }

  async function loadBook(): Promise<AddressBook> {
    const loadedAt = now();
    const seen = generation;
    const rows = await db
      .select({ id: pages.id, slug: pages.slug, isHome: pages.isHome })
      .from(pages)
      .where(isNotNull(pages.publishedDocument));
    const bySlug = new Map<string, number>();
    let home: number | undefined;
    for (const row of rows) {
      bySlug.set(row.slug ?? `page-${row.id}`, row.id);
      if (row.isHome) home = row.id;
    }
    return { bySlug, home, loadedAt: seen === generation ? loadedAt : 0 };
  }

  async function addresses(): Promise<AddressBook> {
    if (book && fresh(book.loadedAt, PAGE_TABLES)) return book;
    if (!bookLoading) {
      bookLoading = loadBook().finally(() => {
        bookLoading = undefined;
      });
    }
    book = await bookLoading;
    return book;
  }

  return {
    /**
     * The id of the published page at `/s/<slug>` (`""`: the home page at `/s/`), or undefined.
     * Unknown slugs are answered from memory: a flood of made-up addresses reads nothing.
     */
    async resolve(slug: string): Promise<number | undefined> {
      const found = await addresses();
      if (slug === "") return found.home;
      // A slug-less page is listed at `page-<id>`; one given a slug no longer answers there.
      return found.bySlug.get(slug);
    },
    /** The JSON answer of the published page, serialised. */
    async json(id: number): Promise<string | undefined> {
      return (await published(id))?.json;
    },
    /**
     * The HTML document of the published page in `locale`, rendered once per version and state of
     * its goods: a page with product lists reads its goods' current prices (one query, at most once
     * per RECHECK_MS unless this process wrote goods) and is rendered again when a price, name or
     * picture changed or a product left the shop.
     */
    async html(id: number, locale: Locale): Promise<PublicHtml | undefined> {
      const entry = await published(id);
      if (!entry) return undefined;
      const look = await shopLook();
      const kept = entry.html.get(locale);
      if (
        kept?.look === look.stamp &&
        (entry.productIds.length === 0 || (fresh(kept.checkedAt, GOODS_TABLES) && !expired(kept)))
      )
        return answer(kept);
      const checkedAt = now();
      const at = clock();
      // The cards show the activity running now, until the next start or end of one.
      const [products, boundary] =
        entry.productIds.length > 0
          ? await Promise.all([
              liveProducts(db, entry.productIds, { now: at, locale }),
              nextActivityBoundary(db, entry.productIds, at),
            ])
          : [undefined, undefined];
      const expiresAt = boundary?.getTime();
      const goods = products ? liveProductsStamp(products) : "";
      const again = entry.html.get(locale);
      if (again?.goods === goods && again.look === look.stamp) {
        again.checkedAt = checkedAt;
        again.expiresAt = expiresAt;
        return answer(again);
      }
      const html = renderPublicPage(entry.document, entry.name, locale, entry.id, products, look);
      // What the bytes depend on besides the version: the goods' state and the shop's look.
      const goodsHash = createHash("sha1")
        .update(goods)
        .update("\u0000")
        .update(look.stamp)
        .digest("base64url");
      const rendered: Rendered = {
        goods,
        look: look.stamp,
        html,
        cacheKey: `page:${id}:${entry.stamp}:${locale}:${goodsHash}`,
        checkedAt,
        expiresAt,
      };
      const grown = html.length - (again?.html.length ?? 0);
      entry.html.set(locale, rendered);
      entry.chars += grown;
      if (entries.get(id) === entry) chars += grown;
      return answer(rendered);
    },
    /** Forgets pages `ids` (all when absent) and the address book: the next request reads them. */
    invalidate(ids?: readonly number[]) {
      generation++;
      book = undefined;
      if (!ids) {
        entries.clear();
        chars = 0;
        return;
      }
      for (const id of ids) drop(id);
    },
  };
}

export type PublicPageCache = ReturnType<typeof createPublicPageCache>;
