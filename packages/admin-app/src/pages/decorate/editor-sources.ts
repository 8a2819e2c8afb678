import type { PageLink, PageSource } from "@vitrine/editor-react";
import type { HttpClient } from "../../api/http";

interface PageRow {
  id: number;
  name: string;
  status?: string;
  publishedVersion?: number | null;
}

/** How many pages one search of the link picker lists. */
const PAGE_SEARCH_LIMIT = 50;

/** The public address of a published page (the server's HTML of its published copy). */
export const publicPageUrl = (id: number) => `/api/page/public/${id}?format=html`;

/**
 * The link picker's pages: the page module's list (`/api/page/index`, filtered by name on the
 * server), keeping the pages that have a published copy (a page edited after publishing is a
 * draft again but its published copy still serves shoppers).
 */
export function createPageSource(http: HttpClient): PageSource {
  return {
    async search(text) {
      const answer = await http.post<{ data: PageRow[] }>("/page/index", {
        page: 1,
        limit: PAGE_SEARCH_LIMIT,
        ...(text.trim() ? { name: text.trim() } : {}),
      });
      return answer.data
        .filter((row) => row.status === "published" || typeof row.publishedVersion === "number")
        .map((row): PageLink => ({ id: row.id, name: row.name, url: publicPageUrl(row.id) }));
    },
  };
}
