import type { Locale, PageDocument } from "@vitrine/editor-core";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { ok } from "../http/envelope.js";
import { readDocument, sanitizeDocument } from "./document.js";
import { productIdsOf } from "./live-products.js";
import { pageTranslator } from "./messages.js";
import { pages } from "./schema.js";
import { pageSizeRefusal } from "./size-limit.js";

/** One language's rendering of a published version, with the goods' state it shows. */
export interface Rendered {
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
export interface Published {
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

/** The published version and time of page `id` (one small row), or undefined when it has none. */
export async function publishedStamp(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ version: pages.publishedVersion, at: pages.publishedAt })
    .from(pages)
    .where(and(eq(pages.id, id), isNotNull(pages.publishedDocument)));
  return row ? `${row.version}@${row.at?.getTime()}` : undefined;
}

/** The published copy of page `id` with its JSON answer, not yet rendered; undefined: not served. */
export async function readPublished(db: Db, id: number): Promise<Published | undefined> {
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
