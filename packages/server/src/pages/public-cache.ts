import type { Locale, PageDocument } from "@vitrine/editor-core";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { ok } from "../http/envelope.js";
import { readDocument, sanitizeDocument } from "./document.js";
import { renderPublicPage } from "./html.js";
import { liveProducts, liveProductsStamp, productIdsOf } from "./live-products.js";
import { pageTranslator } from "./messages.js";
import { pages } from "./schema.js";
import { pageSizeRefusal } from "./size-limit.js";

/** Rendered copies kept at most, by their text's size (a page is capped at 2 MiB of JSON). */
const MAX_CACHE_CHARS = 64 * 1024 * 1024;

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
  /** Per language, the HTML last rendered and the goods' state it shows. */
  html: Map<Locale, { goods: string; html: string }>;
  chars: number;
}

/**
 * The public page's answers, kept per published version so a request neither reads the document
 * again nor renders it again. Each request asks the database for the page's published stamp only
 * (one small row, which also sees publishes and deletes made by other server processes); a new
 * stamp reads the published copy again, a missing row drops the entry. Concurrent first requests
 * of a version share one read and one render.
 */
export function createPublicPageCache(db: Db) {
  const entries = new Map<number, Published>();
  const loading = new Map<string, Promise<Published | undefined>>();
  let chars = 0;

  function drop(id: number) {
    const entry = entries.get(id);
    if (!entry) return;
    chars -= entry.chars;
    entries.delete(id);
  }

  function keep(entry: Published) {
    drop(entry.id);
    entries.set(entry.id, entry);
    chars += entry.chars;
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
    };
  }

  /** The current published version of page `id`, or undefined when it has none. */
  async function published(id: number): Promise<Published | undefined> {
    const stamp = await stampOf(id);
    if (stamp === undefined) {
      drop(id);
      return undefined;
    }
    const cached = entries.get(id);
    if (cached?.stamp === stamp) {
      keep(cached);
      return cached;
    }
    const key = `${id}:${stamp}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(id).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    const entry = await pending;
    if (entry) keep(entry);
    else drop(id);
    return entry;
  }

  return {
    /** The JSON answer of the published page, serialised. */
    async json(id: number): Promise<string | undefined> {
      return (await published(id))?.json;
    },
    /**
     * The HTML document of the published page in `locale`, rendered once per version and state of
     * its goods: a page with product lists reads its goods' current prices (one query) and is
     * rendered again when a price, name or picture changed or a product left the shop.
     */
    async html(id: number, locale: Locale): Promise<string | undefined> {
      const entry = await published(id);
      if (!entry) return undefined;
      const products =
        entry.productIds.length > 0 ? await liveProducts(db, entry.productIds) : undefined;
      const goods = products ? liveProductsStamp(products) : "";
      const kept = entry.html.get(locale);
      if (kept?.goods === goods) return kept.html;
      const html = renderPublicPage(entry.document, entry.name, locale, entry.id, products);
      const grown = html.length - (kept?.html.length ?? 0);
      entry.html.set(locale, { goods, html });
      entry.chars += grown;
      chars += grown;
      return html;
    },
  };
}
