import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { sendStatus } from "../http/envelope.js";
import { PUBLIC_PAGE_CSP } from "./html.js";
import { pageTranslator } from "./messages.js";
import { createPublicPageCache } from "./public-cache.js";

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
  // Answers are kept per published version (see public-cache.ts): a request renders nothing twice.
  const cache = createPublicPageCache(ctx.db);
  app.get<{ Params: { id: string }; Querystring: { format?: unknown } }>(
    "/api/page/public/:id",
    { config: { public: true } },
    async (request, reply) => {
      const format = request.query.format ?? "json";
      if (format !== "json" && format !== "html")
        return sendStatus(reply, 400, pageTranslator(request.locale)("page.badFormat"), 1);
      const raw = request.params.id;
      if (!PAGE_ID.test(raw) || Number(raw) > INT_MAX) return notFound(request, reply);
      const id = Number(raw);
      reply.header("cache-control", "no-cache").header("x-content-type-options", "nosniff");
      if (format === "html") {
        const html = await cache.html(id, request.locale);
        if (html === undefined) return notFound(request, reply);
        return reply
          .header("content-type", "text/html; charset=utf-8")
          .header("content-security-policy", PUBLIC_PAGE_CSP)
          .header("referrer-policy", "no-referrer")
          .send(html);
      }
      const json = await cache.json(id);
      if (json === undefined) return notFound(request, reply);
      // Public data without credentials: any storefront origin may read it.
      return reply
        .header("access-control-allow-origin", "*")
        .header("content-type", "application/json; charset=utf-8")
        .send(json);
    },
  );
}
