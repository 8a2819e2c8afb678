import type { PageDocument } from "@vitrine/editor-core";
import { isHttpError } from "./HttpError";
import type { HttpClient } from "./http";

/** A stored page as `GET /api/page/info` answers it (the list rows lack `document`). */
export interface StoredPage {
  id: number;
  name: string;
  details: string;
  classification: string | number;
  status: "draft" | "published";
  version: number;
  document: PageDocument;
  updatedAt?: string;
  publishedAt?: string | null;
}

export interface PageSave {
  id?: number;
  /** The version the editor started from; the server refuses a stale one and overwrites nothing. */
  version?: number;
  name: string;
  details: string;
  classification: string | number;
  document: PageDocument;
}

export interface PageRevision {
  revision: number;
  version: number;
  name: string;
  userName: string;
  createdAt: string;
}

/** One reason the server refused to publish (editor-core's ValidationIssue, as JSON). */
export interface PublishIssue {
  componentId?: string;
  path: string;
  message: string;
  messageKey: string;
}

export interface PublishAnswer {
  id: number;
  version: number;
  status: "draft" | "published";
  publishedAt: string;
}

/** The page calls beyond the generic module ones (`/api/page/...`), over the app's client. */
export function createPagesApi(http: HttpClient) {
  return {
    info: (id: number) => http.get<StoredPage>("/page/info", { id }),
    /** Creates (no id) or saves; quiet, because the editor shows a stale-version refusal itself. */
    save: (page: PageSave) =>
      http.post<{ id: number; version: number }>("/page/add", page, { quiet: true }),
    remove: (id: number) => http.get<unknown>("/page/del", { id }),
    revisions: (id: number) => http.post<PageRevision[]>("/page/revisions", { id }),
    restore: (id: number, revision: number) =>
      http.post<{ id: number; version: number }>("/page/restore", { id, revision }),
    /** Quiet: a refusal carries the document's issues, which the caller lists. */
    publish: (id: number) => http.post<PublishAnswer>("/page/publish", { id }, { quiet: true }),
  };
}

export type PagesApi = ReturnType<typeof createPagesApi>;

/** The server's current version when it refused a save as stale, else null. */
export function staleVersionOf(error: unknown): number | null {
  if (!isHttpError(error) || error.details.code !== 1) return null;
  const data = error.details.data as { currentVersion?: unknown } | undefined;
  return typeof data?.currentVersion === "number" ? data.currentVersion : null;
}

/** The issues of a refused publish, or null when the refusal was of another kind. */
export function publishIssuesOf(error: unknown): PublishIssue[] | null {
  if (!isHttpError(error) || error.details.code !== 1) return null;
  const data = error.details.data as { errors?: unknown } | undefined;
  return Array.isArray(data?.errors) ? (data.errors as PublishIssue[]) : null;
}
