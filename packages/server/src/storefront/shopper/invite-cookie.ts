import type { FastifyInstance, FastifyRequest } from "fastify";
import { inviterOf } from "../../marketing/invite.js";

/**
 * The invite code a distributor's link (`/s/?inviter=<code>`, or any /s/ page with it) brought,
 * kept in this cookie until the shopper signs in: the sign-in passes it on and a first sign-in
 * binds the shopper to that distributor (marketing/invite.ts). HttpOnly and SameSite=Lax like the
 * shopper's own cookie; a week, long enough to look around before signing in.
 */
export const INVITER_COOKIE = "vitrine_inviter";
const MAX_AGE_S = 7 * 24 * 3600;

/** The invite code the shopper's cookie holds, if it is one. */
export function inviterCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name === INVITER_COOKIE && inviterOf(value) !== undefined) return value;
  }
  return undefined;
}

/**
 * A GET of a storefront page with `inviter=` keeps the code and answers a redirect to the same
 * address without it: the shop's pages stay cacheable and public (no Set-Cookie on them), and the
 * address the shopper shares on is the plain one. A code already kept stays: the first link wins,
 * as the binding does. A parameter that is no code is just dropped.
 */
export function registerInviteLinks(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !request.url.startsWith("/s/")) return;
    const url = new URL(request.url, "http://shop.invalid");
    if (!url.searchParams.has("inviter")) return;
    const code = url.searchParams.get("inviter");
    url.searchParams.delete("inviter");
    if (inviterOf(code) !== undefined && inviterCookie(request) === undefined) {
      const secure = request.protocol === "https" ? "; Secure" : "";
      reply.header(
        "set-cookie",
        `${INVITER_COOKIE}=${code}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure}`,
      );
    }
    reply.header("cache-control", "no-store");
    return reply.redirect(`${url.pathname}${url.search}`, 302);
  });
}
