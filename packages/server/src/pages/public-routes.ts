import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { ok, sendStatus } from "../http/envelope.js";
import { readDocument, sanitizeDocument } from "./document.js";
import { PUBLIC_PAGE_CSP, renderPublicPage } from "./html.js";
import { pageTranslator } from "./messages.js";
import { pages } from "./schema.js";

/** Ids are PostgreSQL integers: anything else cannot name a page (and must not reach SQL). */
const PAGE_ID = /^[1-9]\d{0,9}$/;
const INT_MAX = 2_147_483_647;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendStatus(reply, 404, pageTranslator(request.locale)("page.notPublished"), 1);
}

/**
 * `GET /api/page/public/:id` without sign-in: the published copy as JSON, or with `?format=html`
 * as a whole HTML document rendered by editor-react's server renderer. The draft never leaves.
 */
export async function pagePublicRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get<{ Params: { id: string }; Querystring: { format?: unknown } }>(
    "/api/page/public/:id",
    { config: { public: true } },
    async (request, reply) => {
      const format = request.query.format ?? "json";
      if (format !== "json" && format !== "html")
        return sendStatus(reply, 400, pageTranslator(request.locale)("page.badFormat"), 1);
      const raw = request.params.id;
      if (!PAGE_ID.test(raw) || Number(raw) > INT_MAX) return notFound(request, reply);
      const [page] = await ctx.db
        .select({
          id: pages.id,
          name: pages.name,
          document: pages.publishedDocument,
          publishedAt: pages.publishedAt,
        })
        .from(pages)
        .where(and(eq(pages.id, Number(raw)), isNotNull(pages.publishedDocument)));
      if (!page) return notFound(request, reply);
      const read = readDocument(page.document, request.locale);
      // A published copy that no longer reads is not served half-way.
      if (!read.ok) return notFound(request, reply);
      const document = sanitizeDocument(read.document);
      const name = String(document.settings.name || page.name);

      reply.header("cache-control", "no-cache").header("x-content-type-options", "nosniff");
      if (format === "html")
        return reply
          .header("content-type", "text/html; charset=utf-8")
          .header("content-security-policy", PUBLIC_PAGE_CSP)
          .header("referrer-policy", "no-referrer")
          .send(renderPublicPage(document, name, request.locale, page.id));
      // Public data without credentials: any storefront origin may read it.
      reply.header("access-control-allow-origin", "*");
      return ok({ id: page.id, name, document, publishedAt: page.publishedAt });
    },
  );
}
