import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireAppUser } from "../app-users/app-auth.js";
import type { ServerContext } from "../context.js";
import type { Locale } from "../i18n/messages.js";
import { type OrderTranslate, orderTranslator } from "./messages.js";

export interface ShopperCall {
  appUserId: number;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  t: OrderTranslate;
  locale: Locale;
  request: FastifyRequest;
}

/**
 * One of the shopper's calls: public to the operators' auth hook, checked against the app token
 * here (401 / 4001 as every app call), with the body an object of at most 16 keys.
 */
export function shopperRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  method: "GET" | "POST",
  url: string,
  handler: (call: ShopperCall, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    method,
    url,
    schema:
      method === "POST"
        ? { body: { type: "object", maxProperties: 16 } }
        : { querystring: { type: "object", maxProperties: 16 } },
    config: { public: true },
    handler: async (request, reply) => {
      const caller = await requireAppUser(ctx, request, reply);
      if (!caller) return reply;
      return handler(
        {
          appUserId: caller.appUserId,
          body: (request.body ?? {}) as Record<string, unknown>,
          query: (request.query ?? {}) as Record<string, unknown>,
          t: orderTranslator(request.locale),
          locale: request.locale,
          request,
        },
        reply,
      );
    },
  });
}
