import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { bearerToken } from "../http/auth-hook.js";
import { sendStatus } from "../http/envelope.js";
import { resolveAppCaller } from "./app-sessions.js";
import { appTranslator } from "./messages.js";

/**
 * The companion app's calls are public to the back office's auth hook (an app user has no operator
 * session) and check the app token here instead. A refused token is answered like the back
 * office's: HTTP 401, code 4001 when the session was ended (revoked or the user disabled), 401
 * when there is none or it expired, so the app knows to sign in again.
 */
export async function requireAppUser(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ appUserId: number; sessionId: number } | undefined> {
  const caller = await resolveAppCaller(ctx.db, bearerToken(request), ctx.now());
  if (caller.status === "ok") return { appUserId: caller.appUserId, sessionId: caller.sessionId };
  const t = appTranslator(request.locale);
  if (caller.status === "revoked" || caller.status === "disabled")
    sendStatus(reply, 401, t("app.signedOut"), 4001);
  else if (caller.status === "expired") sendStatus(reply, 401, t("app.signedOut"), 401);
  else sendStatus(reply, 401, t("app.signInRequired"), 401);
  return undefined;
}
