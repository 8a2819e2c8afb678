import { validateDocument } from "@vitrine/editor-core";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { translatorFor } from "../modules/framework/permission.js";
import { parseIds } from "../modules/framework/values.js";
import { readDocument, sanitizeDocument } from "./document.js";
import { pageTranslator } from "./messages.js";
import type { PublicPageChanges } from "./public-changes.js";
import { pages } from "./schema.js";
import { pageSizeRefusal } from "./size-limit.js";

/**
 * `POST /api/page/publish {id}`: copies the draft to the published copy, only while editor-core
 * finds no issue in it; the issues (component, path, message in the caller's language) go back to
 * the editor, which shows each next to its field.
 */
export async function pagePublishRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  changes: PublicPageChanges,
) {
  app.post<{ Body: Record<string, unknown> }>(
    "/api/page/publish",
    {
      schema: { body: { type: "object", maxProperties: 32 } },
      config: { permission: "page:publish" },
    },
    async (request) => {
      const t = pageTranslator(request.locale);
      const ids = parseIds(request.body.id);
      if (ids?.length !== 1) return fail(translatorFor(request)("ids.bad"));
      const id = ids[0]!;
      const [page] = await ctx.db
        .select({
          version: pages.version,
          document: pages.document,
          slug: pages.slug,
          isHome: pages.isHome,
        })
        .from(pages)
        .where(eq(pages.id, id));
      if (!page) return fail(translatorFor(request)("record.notFound"));

      // Stored documents are read like any other, so one saved under an older schema is migrated.
      const read = readDocument(page.document, request.locale);
      if (!read.ok) return fail(t("page.documentUnreadable", { detail: read.detail }));
      const document = sanitizeDocument(read.document);
      // A draft saved before the limits existed is not published past them.
      const tooLarge = pageSizeRefusal(document, t);
      if (tooLarge) return fail(tooLarge);
      const errors = validateDocument(document, { locale: request.locale });
      if (errors.length > 0)
        return fail(t("page.publishInvalid", { count: errors.length, first: errors[0]!.message }), {
          errors,
        });

      const at = ctx.now();
      const published = await ctx.db.transaction(async (tx) => {
        // Only the version that was checked is published: a save in between wins and is not lost.
        const [updated] = await tx
          .update(pages)
          .set({
            status: "published",
            publishedDocument: document,
            publishedVersion: page.version,
            publishedAt: at,
          })
          .where(and(eq(pages.id, id), eq(pages.version, page.version)))
          .returning({ version: pages.version, publishedAt: pages.publishedAt });
        if (!updated) return undefined;
        await writeOperationLog(tx, request, at, {
          module: "page",
          action: "publish",
          ids: [id],
          summary: `version ${updated.version}`,
        });
        return updated;
      });
      if (!published) {
        const [current] = await ctx.db
          .select({ version: pages.version })
          .from(pages)
          .where(eq(pages.id, id));
        return fail(t("page.stale"), { currentVersion: current?.version ?? null });
      }
      // The public answer changes now, here and in every other process; the CDN is told.
      void changes.changed([{ id, slug: page.slug, isHome: page.isHome }]);
      return ok({
        id,
        version: published.version,
        status: "published" as const,
        publishedAt: published.publishedAt,
      });
    },
  );
}
