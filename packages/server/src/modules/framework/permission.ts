import type { FastifyReply, FastifyRequest } from "fastify";
import { hasPermission } from "../../auth/access.js";
import { sendStatus } from "../../http/envelope.js";
import { type Locale, translate } from "../../i18n/messages.js";
import { moduleTranslator, type Translate } from "../messages.js";

/**
 * Checks a permission that depends on the request (add vs edit, list vs export) and answers 403 when
 * the user's roles lack it. Static permissions are declared on the route for the auth hook instead.
 */
export function refuseUnless(request: FastifyRequest, reply: FastifyReply, permission: string) {
  const access = request.auth?.access;
  if (access && hasPermission(access, permission)) return undefined;
  return sendStatus(reply, 403, translate(request.locale, "auth.forbidden"));
}

export function translatorFor(request: FastifyRequest): Translate {
  return moduleTranslator(request.locale as Locale);
}

/** Postgres' unique-violation code, wherever the driver put it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
