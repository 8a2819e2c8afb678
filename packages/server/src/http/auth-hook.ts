import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasPermission, loadUserAccess } from "../auth/access.js";
import type { ServerContext } from "../context.js";
import { sendStatus } from "./envelope.js";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Every /api route needs a live session unless it is marked public, and its permission when it
 * declares one. The server decides; the app hiding a button is only a convenience.
 */
export function registerAuthHook(app: FastifyInstance, ctx: ServerContext) {
  app.decorateRequest("auth", null);
  app.addHook("preHandler", async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.public || request.is404 || !request.url.startsWith("/api/")) return;
    const resolved = await ctx.sessions.resolve(bearerToken(request));
    if (resolved.status === "revoked")
      return sendStatus(reply, 401, request.t("auth.revoked"), 4001);
    if (resolved.status === "expired")
      return sendStatus(reply, 401, request.t("auth.expired"), 401);
    if (resolved.status !== "ok") return sendStatus(reply, 401, request.t("auth.required"), 401);
    const access = await loadUserAccess(ctx.db, resolved.session.userId);
    if (access?.status !== 1) {
      // A disabled or deleted user loses every session at once.
      await ctx.sessions.revokeAllForUser(resolved.session.userId);
      return sendStatus(reply, 401, request.t("auth.revoked"), 4001);
    }
    request.auth = {
      access,
      sessionId: resolved.session.id,
      signedInAt: resolved.session.createdAt,
    };
    if (config.permission && !hasPermission(access, config.permission)) {
      return sendStatus(reply, 403, request.t("auth.forbidden"));
    }
  });
}
