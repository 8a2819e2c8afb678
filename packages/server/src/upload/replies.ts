import type { FastifyReply, FastifyRequest } from "fastify";
import { fail, sendStatus } from "../http/envelope.js";
import { type UploadMessageKey, uploadText } from "./messages.js";

/** A refusal the operator reads (code 1), in their language. */
export function refuse(
  request: FastifyRequest,
  key: UploadMessageKey,
  params?: Record<string, string | number>,
) {
  return fail(uploadText(request.locale, key, params));
}

/** A malformed field is a client bug, not an operator mistake: 400 like a schema failure. */
export function badField(request: FastifyRequest, reply: FastifyReply, field: string) {
  const detail = uploadText(request.locale, "upload.badField", { field });
  return sendStatus(reply, 400, request.t("http.invalid", { detail }));
}
