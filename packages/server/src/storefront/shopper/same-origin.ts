import type { FastifyRequest } from "fastify";

/**
 * Whether a form post comes from this shop's own pages (CSRF protection beside the SameSite=Lax
 * cookie, which already keeps another site's post from carrying the shopper's token).
 *
 * The browser's Sec-Fetch-Site says it first and cannot be set by a page: "same-origin" passes,
 * anything else is refused. Without it (an older browser) the Origin must be this server's (or
 * VITRINE_PUBLIC_ORIGIN behind a proxy). The product page is sent with Referrer-Policy
 * no-referrer, under which a browser posts `Origin: null`; Sec-Fetch-Site still tells the truth.
 */
export function fromOwnPage(request: FastifyRequest, env: NodeJS.ProcessEnv): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin";
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "null") return false;
  const own = `${request.protocol}://${request.host}`;
  const configured = env.VITRINE_PUBLIC_ORIGIN?.trim().replace(/\/+$/, "");
  return origin === own || (configured !== undefined && configured !== "" && origin === configured);
}
