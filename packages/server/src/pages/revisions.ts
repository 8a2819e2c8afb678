import type { PageDocument } from "@vitrine/editor-core";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { pageRevisions } from "./schema.js";

/** What one save stores: the row's fields and its document. */
export interface PageSnapshot {
  name: string;
  details: string;
  classification: string;
  document: PageDocument;
}

/**
 * Stores the revision of a save that produced `version`. Called inside the save's transaction after
 * the page row was written, so that row's lock keeps two saves from taking the same number.
 */
export async function recordRevision(
  tx: Db,
  request: FastifyRequest,
  at: Date,
  pageId: number,
  version: number,
  snapshot: PageSnapshot,
): Promise<number> {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${pageRevisions.revision}), 0)` })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId));
  const revision = Number(last?.n ?? 0) + 1;
  const access = request.auth?.access;
  await tx.insert(pageRevisions).values({
    pageId,
    revision,
    version,
    ...snapshot,
    userId: access?.userId ?? null,
    userName: access?.username ?? "",
    createdAt: at,
  });
  return revision;
}
