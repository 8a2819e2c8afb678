import type { Database } from "../db/database.js";

/** The components of a published page by id, with their types; null: no such published page. */
export type PublishedComponents = ReadonlyMap<string, string> | null;

export interface PublishedComponentsOptions {
  /** How long an answer is trusted (a publish or delete shows after at most this). */
  ttlMs?: number;
  /** Pages remembered at most (unknown ids included): memory stays bounded. */
  maxPages?: number;
  now?: () => number;
}

/**
 * What a beacon is checked against: the page must be published, and a click must name one of its
 * components (the type recorded is the page's own, never the beacon's word). Read once per page
 * every few seconds (and again after this process wrote to pages), so a stream of beacons costs
 * no database read each.
 */
export function createPublishedComponents(
  database: Database,
  { ttlMs = 5000, maxPages = 2000, now = Date.now }: PublishedComponentsOptions = {},
): (pageId: number) => Promise<PublishedComponents> {
  const known = new Map<number, { at: number; answer: Promise<PublishedComponents> }>();

  async function read(pageId: number): Promise<PublishedComponents> {
    const [row] = await database.query<{ components: unknown }>(
      "SELECT published_document->'components' AS components FROM pages WHERE id = $1 AND status = 'published'",
      [pageId],
    );
    if (!row) return null;
    const components = new Map<string, string>();
    for (const component of Array.isArray(row.components) ? row.components : []) {
      const { id, type } = (component ?? {}) as { id?: unknown; type?: unknown };
      if (typeof id === "string" && typeof type === "string") components.set(id, type);
    }
    return components;
  }

  return (pageId) => {
    const cached = known.get(pageId);
    // Trusted for ttlMs, unless this process wrote to pages since (a publish, delete or reset):
    // other processes' changes show within ttlMs.
    if (cached && now() - cached.at < ttlMs && database.writes.lastWrite(["pages"]) < cached.at)
      return cached.answer;
    if (known.size >= maxPages) known.clear();
    const answer = read(pageId);
    known.set(pageId, { at: now(), answer });
    // A failed read is not remembered: the next beacon asks again.
    answer.catch(() => known.delete(pageId));
    return answer;
  };
}
