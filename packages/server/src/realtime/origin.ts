import type { FastifyRequest } from "fastify";

/**
 * The origins, besides the page's own, whose pages may open /api/ws: `ALLOWED_ORIGINS`, a comma- or
 * space-separated list of `scheme://host[:port]` (an admin app served from another address).
 */
export function allowedOrigins(env: NodeJS.ProcessEnv): Set<string> {
  const listed = (env.ALLOWED_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean);
  const origins = new Set<string>();
  for (const entry of listed) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not an origin: it can match nothing, so leaving it out changes nothing.
    }
  }
  return origins;
}

/**
 * Whether a WebSocket upgrade may go on. A browser always sends the Origin of the page that opens
 * the socket, and any page on any site may try (cross-site WebSocket hijacking), so a browser's
 * socket is accepted only from a page of this server's own origin (its Host, or the host a trusted
 * proxy forwarded) or from one `ALLOWED_ORIGINS` lists. A client that sends no Origin is not a
 * browser (a tool, a test, a service): no other site's page can make it connect, and it must sign
 * in with a session token like any other. Devices do not use this socket (they call the HTTP
 * gateway).
 */
export function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === "null") return false;
  if (allowed.has(parsed.origin)) return true;
  const hosts = new Set(
    [request.headers.host, request.host].filter(Boolean).map((h) => h!.toLowerCase()),
  );
  return hosts.has(parsed.host.toLowerCase());
}
