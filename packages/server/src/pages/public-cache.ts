import type { Locale } from "@vitrine/editor-core";
import type { Database } from "../db/database.js";
import { nextActivityBoundary } from "../storefront/card-activities.js";
import { createShopLook } from "../storefront/shop-look.js";
import { liveProducts, liveProductsStamp } from "./live-products.js";
import { type AddressBook, readAddresses } from "./public-addresses.js";
import { type Published, publishedStamp, type Rendered, readPublished } from "./published-copy.js";
import { createPublishedEntries } from "./published-entries.js";
import { type PublicHtml, publicAnswer, renderPublished } from "./render-published.js";

/**
 * How long what was read is trusted without asking the database again, while this process wrote
 * nothing to the tables it came from. Writes of this process are seen at once (the write watch),
 * publishes and deletes of other processes through the NOTIFY channel (routes.ts); this bounds
 * what neither announces, such as another process changing a product's price.
 */
const RECHECK_MS = 1_000;
const PAGE_TABLES = ["pages"];
const GOODS_TABLES = ["goods"];

export type { PublicHtml } from "./render-published.js";

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
  const entries = createPublishedEntries();
  const shopLook = createShopLook(database, now);
  const loading = new Map<string, Promise<Published | undefined>>();
  let book: AddressBook | undefined;
  let bookLoading: Promise<AddressBook> | undefined;
  // Bumped by invalidate: a read begun before it must not be trusted after it.
  let generation = 0;

  const fresh = (checkedAt: number, tables: string[]) =>
    now() - checkedAt < RECHECK_MS && database.writes.lastWrite(tables) < checkedAt;
  const expired = (rendered: Rendered) =>
    rendered.expiresAt !== undefined && clock().getTime() >= rendered.expiresAt;

  const answer = (rendered: Rendered) => publicAnswer(rendered, clock);

  /** The current published version of page `id`, or undefined when it has none. */
  async function published(id: number): Promise<Published | undefined> {
    const cached = entries.get(id);
    if (cached && fresh(cached.checkedAt, PAGE_TABLES)) return cached;
    const checkedAt = now();
    const seen = generation;
    const stamp = await publishedStamp(db, id);
    if (stamp === undefined) {
      entries.drop(id);
      return undefined;
    }
    const current = entries.get(id);
    if (current?.stamp === stamp) {
      if (seen === generation) current.checkedAt = checkedAt;
      entries.keep(current);
      return current;
    }
    const key = `${id}:${stamp}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = readPublished(db, id).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    const entry = await pending;
    if (!entry) {
      entries.drop(id);
      return undefined;
    }
    if (seen === generation) entry.checkedAt = Math.max(entry.checkedAt, checkedAt);
    entries.keep(entry);
    return entry;
  }

  async function loadBook(): Promise<AddressBook> {
    const loadedAt = now();
    const seen = generation;
    const found = await readAddresses(db);
    return { ...found, loadedAt: seen === generation ? loadedAt : 0 };
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
      const rendered = renderPublished(entry, locale, {
        products,
        goods,
        look,
        checkedAt,
        expiresAt,
      });
      entry.html.set(locale, rendered);
      entries.grow(entry, rendered.html.length - (again?.html.length ?? 0));
      return answer(rendered);
    },
    /** Forgets pages `ids` (all when absent) and the address book: the next request reads them. */
    invalidate(ids?: readonly number[]) {
      generation++;
      book = undefined;
      if (!ids) {
        entries.clear();
        return;
      }
      for (const id of ids) entries.drop(id);
    },
  };
}

export type PublicPageCache = ReturnType<typeof createPublicPageCache>;
