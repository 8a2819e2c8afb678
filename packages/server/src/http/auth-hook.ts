import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { hasPermission } from "../auth/access.js";
import { createAuthenticator } from "../auth/authenticate.js";
import type { ServerContext } from "../context.js";
import { sendStatus } from "./envelope.js";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** One registered route as the auth hook sees it (security tests ask every one of them). */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission: string | undefined;
  /** The route's declared schema (body, querystring...), when it has one. */
  schema: RouteOptions["schema"];
}

const routeTables = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route registered on `app` after its auth hook, one entry per method. */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  return (routeTables.get(app) ?? []).flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method: String(method),
      url: route.url,
      public: route.config?.public === true,
      permission: route.config?.permission,
      schema: route.schema,
    })),
  );
}

/**
 * Every route needs a live session unless its declaration says `public: true`, and its permission
 * when it declares one. The decision reads the route the router matched (`routeOptions`), never the
 * URL text: `/%61pi/user/index` is the same route as `/api/user/index` and gets the same answer.
 * It runs at `onRequest`, before the body is parsed or validated, so an anonymous caller learns
 * nothing from a route but "sign in". An unknown path goes to the not-found handler, which answers
 * alike with or without a session. The server decides; the app hiding a button is a convenience.
 */
export function registerAuthHook(app: FastifyInstance, ctx: ServerContext) {
  app.decorateRequest("auth", null);
  const table: RouteOptions[] = [];
  routeTables.set(app, table);
  // Kept as given: hooks added later (registerPublicRoutes) may still mark the route public.
  app.addHook("onRoute", (route) => {
    table.push(route);
  });
  const authenticate = createAuthenticator(ctx);
  app.addHook("onRequest", async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config ?? {};
    if (config.public === true) return;
    const answer = await authenticate(bearerToken(request));
    if (answer.status === "revoked" || answer.status === "disabled")
      return sendStatus(reply, 401, request.t("auth.revoked"), 4001);
    if (answer.status === "expired") return sendStatus(reply, 401, request.t("auth.expired"), 401);
    if (answer.status !== "ok") return sendStatus(reply, 401, request.t("auth.required"), 401);
    request.auth = {
      access: answer.access,
      sessionId: answer.session.id,
      signedInAt: answer.session.createdAt,
    };
    if (config.permission && !hasPermission(answer.access, config.permission)) {
      return sendStatus(reply, 403, request.t("auth.forbidden"));
    }
  });
}

/**
 * Declares public every route `register` adds, for plugins that take no route config (the admin
 * app's static files: what a signed-out browser loads first). @fastify/static decorates the app it
 * is registered on, and the not-found handler's SPA fallback needs its `sendFile`, so it cannot be
 * put in a scope of its own; the hook marks only the routes added while `register` runs.
 */
export async function registerPublicRoutes(
  app: FastifyInstance,
  register: () => PromiseLike<unknown>,
) {
  let adding = true;
  app.addHook("onRoute", (route) => {
    if (adding) route.config = { ...(route.config ?? {}), public: true };
  });
  try {
    await register();
  } finally {
    adding = false;
  }
}
