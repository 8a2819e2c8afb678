import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Static, TObject } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireAppUser } from "../app-users/app-auth.js";
import type { ServerContext } from "../context.js";
import { erroredField, typeBoxCompiler } from "../http/typebox-compiler.js";
import type { Locale } from "../i18n/messages.js";
import { type OrderTranslate, orderTranslator } from "./messages.js";
import { failWith, type Refusal } from "./refusal.js";

export interface ShopperCall<Body = Record<string, unknown>> {
  appUserId: number;
  body: Body;
  query: Record<string, unknown>;
  t: OrderTranslate;
  locale: Locale;
  request: FastifyRequest;
}

/** The call as a handler reads it, once the app token named a shopper (else undefined, answered 401). */
async function shopperCall<Body>(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
): Promise<ShopperCall<Body> | undefined> {
  const caller = await requireAppUser(ctx, request, reply);
  if (!caller) return undefined;
  return {
    appUserId: caller.appUserId,
    body,
    query: (request.query ?? {}) as Record<string, unknown>,
    t: orderTranslator(request.locale),
    locale: request.locale,
    request,
  };
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
      const call = await shopperCall(
        ctx,
        request,
        reply,
        (request.body ?? {}) as Record<string, unknown>,
      );
      return call ? handler(call, reply) : reply;
    },
  });
}

/** A shopper's POST whose body has a TypeBox schema, and the refusal of a field of the wrong shape. */
export interface ShopperBody<S extends TObject> {
  schema: S;
  /** The refusal of the body field a schema error names; undefined for the body as a whole. */
  refuse(field: string): Refusal | undefined;
}

/**
 * A shopper's POST that reads its body typed from `body.schema`, checked by TypeBox's compiler
 * (AJV's coercion would rewrite the values whose refusal the shopper must read). The token comes
 * first: an anonymous call reads 401 whatever the body. A field of the wrong shape is refused in
 * the shopper's language; a body that is no object or has too many keys gets the 400 it always had.
 */
export function shopperPost<S extends TObject>(
  app: FastifyInstance,
  ctx: ServerContext,
  url: string,
  body: ShopperBody<S>,
  handler: (call: ShopperCall<Static<S>>, reply: FastifyReply) => Promise<unknown>,
) {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: "POST",
    url,
    schema: { body: body.schema },
    validatorCompiler: typeBoxCompiler,
    attachValidation: true,
    config: { public: true },
    handler: async (request, reply) => {
      // The body is Static<S> once the schema passed; a refused one never reaches the handler.
      const call = await shopperCall(ctx, request, reply, request.body as Static<S>);
      if (!call) return reply;
      const error = request.validationError;
      if (error) {
        const refusal = body.refuse(erroredField(error));
        if (!refusal) throw error;
        return failWith(call.t, [refusal], call.locale);
      }
      return handler(call, reply);
    },
  });
}
