import type { FastifyInstance, FastifyRequest } from "fastify";
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

/**
 * Every /api route needs a live session unless it is marked public, and its permission when it
 * declares one. The server decides; the app hiding a button is only a convenience.
 */
export function registerAuthHook(app: FastifyInstance, ctx: ServerContext) {
  app.decorateRequest("auth", null);
  const authenticate = createAuthenticator(ctx);
  app.addHook("preHandler", async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.public || request.is404 || !request.url.startsWith("/api/")) return;
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
