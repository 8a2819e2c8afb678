import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { ok, sendStatus } from "../http/envelope.js";
import { devSmsEnabled } from "../sms/configured-sender.js";
import type { DevSmsSender, SmsSender } from "../sms/sender.js";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Only a client on this machine, talking to the server directly: behind a proxy on the same host
 * every client would come from loopback, so any forwarding header is refused as well.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? "");
}

/**
 * `GET /api/dev/sms/last?mobile=`: the last code the development sender "sent" to a number, so that
 * local runs and the end-to-end tests can sign in by mobile. Anyone reading it can sign in as that
 * number's user, so it exists only when asked for (VITRINE_DEV_SMS=1), never in production mode, only
 * with the development sender, and it answers only this machine; otherwise the path is unknown (404).
 */
export async function devSmsRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sender: SmsSender | null,
) {
  if (ctx.production || !devSmsEnabled(ctx.env) || !sender || !("lastCode" in sender)) return;
  const devSender = sender as DevSmsSender;
  app.get<{ Querystring: { mobile: string } }>(
    "/api/dev/sms/last",
    {
      schema: {
        querystring: {
          type: "object",
          required: ["mobile"],
          properties: { mobile: { type: "string", maxLength: 20 } },
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) return sendStatus(reply, 403, request.t("sms.devLocalOnly"));
      return ok({ code: devSender.lastCode(request.query.mobile) ?? null });
    },
  );
}
