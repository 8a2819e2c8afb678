import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { translatorFor } from "../modules/framework/permission.js";
import { parseIds } from "../modules/framework/values.js";
import {
  type PageAddress,
  pagePath,
  SLUG_MAX_LENGTH,
  slugProblem,
} from "../storefront/addresses.js";
import { pageTranslator } from "./messages.js";
import type { PublicPageChanges } from "./public-changes.js";
import { pages } from "./schema.js";

/** PostgreSQL's unique_violation: another save took the slug between the check and the write. */
const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === UNIQUE_VIOLATION) return true;
  return false;
}

/**
 * `POST /api/page/address {id, slug?, home?}`: the page's public address. `slug` "" or null gives
 * the default back (`/s/page-<id>`); `home: true` makes it the shop's home page at `/s/` and takes
 * the mark from the page that had it. Putting an address on the public web is a publisher's call
 * (`page:publish`). Answers the page's address; the old and new paths are purged.
 */
export async function pageAddressRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  changes: PublicPageChanges,
) {
  app.post<{ Body: Record<string, unknown> }>(
    "/api/page/address",
    {
      schema: { body: { type: "object", maxProperties: 8 } },
      config: { permission: "page:publish" },
    },
    async (request) => {
      const t = pageTranslator(request.locale);
      const ids = parseIds(request.body.id);
      if (ids?.length !== 1) return fail(translatorFor(request)("ids.bad"));
      const id = ids[0]!;
      const { slug: rawSlug, home } = request.body;
      if (home !== undefined && typeof home !== "boolean") return fail(t("page.homeBad"));
      let slug: string | null | undefined;
      if (rawSlug === null || rawSlug === "") slug = null;
      else if (typeof rawSlug === "string") {
        slug = rawSlug.trim();
        const problem = slugProblem(slug);
        if (problem === "format") return fail(t("page.slugFormat", { max: SLUG_MAX_LENGTH }));
        if (problem === "reserved") return fail(t("page.slugReserved", { slug }));
      } else if (rawSlug !== undefined) return fail(t("page.slugFormat", { max: SLUG_MAX_LENGTH }));

      const [before] = await ctx.db
        .select({ id: pages.id, slug: pages.slug, isHome: pages.isHome })
        .from(pages)
        .where(eq(pages.id, id));
      if (!before) return fail(translatorFor(request)("record.notFound"));
      if (slug) {
        const [holder] = await ctx.db
          .select({ name: pages.name })
          .from(pages)
          .where(and(eq(pages.slug, slug), ne(pages.id, id)));
        if (holder) return fail(t("page.slugTaken", { slug, name: holder.name }));
      }

      const at = ctx.now();
      let previousHome: PageAddress[] = [];
      let after: PageAddress;
      try {
        after = await ctx.db.transaction(async (tx) => {
          if (home === true) {
            // The one-home index holds even against a racing call: the mark moves, never doubles.
            previousHome = await tx
              .update(pages)
              .set({ isHome: false })
              .where(and(eq(pages.isHome, true), ne(pages.id, id)))
              .returning({ id: pages.id, slug: pages.slug, isHome: pages.isHome });
          }
          const [updated] = await tx
            .update(pages)
            .set({
              ...(slug !== undefined ? { slug } : {}),
              ...(home !== undefined ? { isHome: home } : {}),
            })
            .where(eq(pages.id, id))
            .returning({ id: pages.id, slug: pages.slug, isHome: pages.isHome });
          await writeOperationLog(tx, request, at, {
            module: "page",
            action: "address",
            ids: [id],
            summary: `${pagePath(before)}${before.isHome ? " (home)" : ""} → ${pagePath(updated!)}${updated!.isHome ? " (home)" : ""}`,
          });
          return updated!;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || !slug) throw error;
        const [holder] = await ctx.db
          .select({ name: pages.name })
          .from(pages)
          .where(eq(pages.slug, slug));
        return fail(t("page.slugTaken", { slug, name: holder?.name ?? "" }));
      }
      // Purged as they were (old slug, old home) and as they are; the previous home page too.
      void changes.changed([before, after, ...previousHome.map((p) => ({ ...p, isHome: true }))]);
      return ok({ id, slug: after.slug, isHome: after.isHome, path: pagePath(after) });
    },
  );
}
