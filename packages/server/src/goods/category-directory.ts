import type { Db } from "../db/database.js";
import { createReadCache, type ReadCache } from "../db/read-cache.js";
import type { WriteWatch } from "../db/write-watch.js";
import { goodsCategories } from "./schema.js";

export interface CategoryEntry {
  name: string;
  /** 1-3: where the category sits on its goods' stored path (`goods.category_lN`). */
  depth: number;
}

export type CategoryDirectory = ReadonlyMap<number, CategoryEntry>;

/**
 * Every category's name and depth, read once and kept while no category is written (a few hundred
 * rows). The list's category filter and its category names come from here, not from a statement
 * per call. The depth is walked from `parent_id` exactly as migration 0020's
 * `goods_category_path` walks it (up to 3 steps, stopping at a missing parent), so
 * `category_l{depth} = id` holds the same goods the stored paths say.
 */
export function walkDepths(
  rows: ReadonlyArray<{ id: number; parentId: number; name: string }>,
): Map<number, CategoryEntry> {
  const parents = new Map(rows.map((r) => [r.id, r.parentId]));
  return new Map(rows.map((r) => [r.id, { name: r.name, depth: pathLength(r.id, parents) }]));
}

/**
 * The length of the path `goods_category_path` gives the category's own goods: the category is
 * its last entry, so that is the category's level on every path it is on.
 */
function pathLength(id: number, parents: ReadonlyMap<number, number>): number {
  let length = 0;
  let step = id;
  while (step !== 0 && length < 3 && parents.has(step)) {
    length++;
    step = parents.get(step)!;
  }
  return length;
}

async function load(db: Db): Promise<CategoryDirectory> {
  const rows = await db
    .select({
      id: goodsCategories.id,
      parentId: goodsCategories.parentId,
      name: goodsCategories.name,
    })
    .from(goodsCategories);
  return walkDepths(rows);
}

const caches = new WeakMap<Db, ReadCache<CategoryDirectory>>();

/**
 * Lets `categoryDirectory` keep the directory for this database while no write reaches
 * `goods_categories` (and at most `ttlMs`, for writes of other server processes). Without it,
 * every call reads the categories.
 */
export function keepCategoryDirectory(db: Db, writes: WriteWatch, ttlMs: number) {
  if (!caches.has(db)) caches.set(db, createReadCache({ ttlMs, writes }));
}

export function categoryDirectory(db: Db): Promise<CategoryDirectory> {
  const cache = caches.get(db);
  return cache ? cache.get("goods_categories", ["goods_categories"], () => load(db)) : load(db);
}
