import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { sendStatus } from "../http/envelope.js";
import { sendPublicNotFound } from "../storefront/not-found.js";
import { sendPublicHtml } from "../storefront/send-public.js";
import { pageTranslator } from "./messages.js";
import type { PublicPageCache } from "./public-cache.js";
import { createShopperLanguage } from "./shopper-language.js";

/** Ids are PostgreSQL integers: anything else cannot name a page (and must not reach SQL). */
const PAGE_ID = /^[1-9]\d{0,9}$/;
const INT_MAX = 2_147_483_647;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendStatus(reply, 404, pageTranslator(request.locale)("page.notPublished"), 1);
}

/**
 * The published pages without sign-in: at `/s/<slug>` and the home page at `/s/` (see
 * storefront/README.md), and `GET /api/page/public/:id`, the published copy as JSON or with
 * `?format=html` as the same HTML document. The draft never leaves.
 */
export async function pagePublicRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cache: PublicPageCache,
) {
  const languageOf = createShopperLanguage(ctx.database);
  /** The published page `id` as HTML in the shopper's language, or the designed 404 page. */
  async function sendPage(id: number | undefined, request: FastifyRequest, reply: FastifyReply) {
    const language = await languageOf(request);
    const page = id === undefined ? undefined : await cache.html(id, language);
    if (!page) return sendPublicNotFound(request, reply, language);
    return sendPublicHtml(request, reply, { ...page, language });
  }

  app.get("/s", { config: { public: true } }, (_request, reply) => reply.redirect("/s/", 301));
  app.get("/s/", { config: { public: true } }, async (request, reply) =>
    sendPage(await cache.resolve(""), request, reply),
  );
  app.get<{ Params: { slug: string } }>(
    "/s/:slug",
    { config: { public: true } },
    async (request, reply) => sendPage(await cache.resolve(request.params.slug), request, reply),
  );

  app.get<{ Params: { id: string }; Querystring: { format?: unknown } }>(
    "/api/page/public/:id",
    { config: { public: true } },
    async (request, reply) => {
      const format = request.query.format ?? "json";
      if (format !== "json" && format !== "html")
        return sendStatus(reply, 400, pageTranslator(request.locale)("page.badFormat"), 1);
      const raw = request.params.id;
      const id = PAGE_ID.test(raw) && Number(raw) <= INT_MAX ? Number(raw) : undefined;
      // A browser gets the designed page, a program the envelope.
      if (format === "html") return sendPage(id, request, reply);
      if (id === undefined) return notFound(request, reply);
      const json = await cache.json(id);
      if (json === undefined) return notFound(request, reply);
      // Public data without credentials: any storefront origin may read it.
      return reply
        .header("cache-control", "no-cache")
        .header("x-content-type-options", "nosniff")
        .header("access-control-allow-origin", "*")
        .header("content-type", "application/json; charset=utf-8")
        .send(json);
    },
  );
}
