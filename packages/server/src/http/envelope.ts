import type { FastifyReply } from "fastify";

/** Every /api answer: code 0 success, 1 a failure shown to the operator, 401/4001 session ends. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg = "ok"): Envelope<T> => ({ code: 0, msg, data });

/** A refusal the operator should read (wrong password, invalid field): HTTP 200 with code 1. */
export const fail = (msg: string, data: unknown = null): Envelope => ({ code: 1, msg, data });

/**
 * A transport-level failure: a real HTTP status, the message URI-encoded in the `statusmessage`
 * header (which the client decodes and shows) and the same message in the body.
 */
export function sendStatus(
  reply: FastifyReply,
  status: number,
  msg: string,
  code: number = status,
) {
  // A message may quote a client's text cut short; encodeURIComponent throws on a half pair.
  const header = encodeURIComponent((msg as string & { toWellFormed(): string }).toWellFormed());
  return reply
    .code(status)
    .header("statusmessage", header)
    .send({ code, msg, data: null } satisfies Envelope);
}
