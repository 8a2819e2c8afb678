import { isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { pages } from "./schema.js";

/** Which published page each public address shows: every published page's, read at once. */
export interface AddressBook {
  bySlug: Map<string, number>;
  home: number | undefined;
  loadedAt: number;
}

/** Every published page's address (`page-<id>` for one without a slug) and the home page. */
export async function readAddresses(db: Db): Promise<Omit<AddressBook, "loadedAt">> {
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
  return { bySlug, home };
}
