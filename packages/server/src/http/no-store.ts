import type { FastifyInstance } from "fastify";

/**
 * Every API answer that does not say how it may be cached is `no-store`: sign-in answers carry a
 * token, others a device secret, a user's own data or a one-time code, and no shared cache, proxy
 * or browser history may keep them. Listing those routes one by one would miss the next one; the
 * answers meant to be cached (public pages, uploaded files, the storefront) set their own header,
 * which is kept.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    return payload;
  });
}
