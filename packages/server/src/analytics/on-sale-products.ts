import type { Database } from "../db/database.js";

export interface OnSaleProductsOptions {
  /** How long an answer is trusted (a product taken off sale shows after at most this). */
  ttlMs?: number;
  /** Products remembered at most (unknown ids included): memory stays bounded. */
  maxProducts?: number;
  now?: () => number;
}

/**
 * What a product page's beacon is checked against: the product must be on sale (its page shows
 * it). Read once per product every few seconds (and again after this process wrote goods), so a
 * stream of beacons costs no database read each; published-components.ts does the same for pages.
 */
export function createOnSaleProducts(
  database: Database,
  { ttlMs = 5000, maxProducts = 5000, now = Date.now }: OnSaleProductsOptions = {},
): (goodsId: number) => Promise<boolean> {
  const known = new Map<number, { at: number; answer: Promise<boolean> }>();

  async function read(goodsId: number): Promise<boolean> {
    const rows = await database.query(
      "SELECT 1 FROM goods WHERE id = $1 AND status = 1 AND deleted_at IS NULL",
      [goodsId],
    );
    return rows.length > 0;
  }

  return (goodsId) => {
    const cached = known.get(goodsId);
    if (cached && now() - cached.at < ttlMs && database.writes.lastWrite(["goods"]) < cached.at)
      return cached.answer;
    if (known.size >= maxProducts) known.clear();
    const answer = read(goodsId);
    known.set(goodsId, { at: now(), answer });
    // A failed read is not remembered: the next beacon asks again.
    answer.catch(() => known.delete(goodsId));
    return answer;
  };
}
