import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import type { ApiAnswer, shopperApi } from "./session.js";
import { href, type PageContext } from "./shopper-page.js";

/**
 * What each group of the shopper's pages registers its routes with (routes.ts builds it once):
 * `route` adds a public page that refuses a form from another site, `fields` reads a form's text
 * fields, `show` sends a page with an optional message.
 */
export interface ShopperPageKit {
  app: FastifyInstance;
  ctx: ServerContext;
  route: (method: "GET" | "POST", url: string, handler: Handler) => void;
  fields: (request: FastifyRequest) => Fields;
  show: (
    reply: FastifyReply,
    page: PageContext,
    title: string,
    body: string,
    message?: { text?: string; kind?: "error" | "notice" },
    status?: number,
  ) => unknown;
  /** The designed not-found page (404) under `title`. */
  notFound: (reply: FastifyReply, page: PageContext, title: string) => unknown;
}

export type Fields = Record<string, string>;
export type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageContext,
  api: ReturnType<typeof shopperApi>,
) => Promise<unknown>;

export const ORDER_NO = /^[0-9A-Z]{6,40}$/;
const ID = /^[1-9]\d{0,9}$/;
export const idOf = (raw: unknown) =>
  typeof raw === "string" && ID.test(raw) ? Number(raw) : undefined;
export const text = (raw: unknown) => (typeof raw === "string" ? raw : "");

/** A page refusing a step: its status is the client's mistake (422), never the server's. */
export const REFUSED = 422;

/** The message of a refusal, every field's message when there are several (a checkout's lines). */
export function refusalText(answer: ApiAnswer): string {
  const errors = (answer.data as { errors?: Array<{ message: string }> } | null)?.errors;
  const messages = Array.isArray(errors) ? [...new Set(errors.map((e) => e.message))] : [];
  return messages.length > 1 ? messages.join("；") : answer.msg;
}

export function redirect(reply: FastifyReply, location: string) {
  return reply.code(303).header("location", location).header("cache-control", "no-store").send();
}

/** To the sign-in page, coming back to `next` once signed in. */
export const toLogin = (reply: FastifyReply, page: PageContext, next: string) =>
  redirect(reply, href(page, "/s/account/login", { next }));

/** The checkout's address, coupon and the group team it joins, kept in its URL. */
export const checkoutHref = (
  page: PageContext,
  chosen: {
    addressId?: number | undefined;
    couponClaimId?: number | undefined;
    teamId?: number | undefined;
  },
) =>
  href(page, "/s/checkout", {
    ...(chosen.addressId ? { addressId: String(chosen.addressId) } : {}),
    ...(chosen.couponClaimId ? { couponClaimId: String(chosen.couponClaimId) } : {}),
    ...(chosen.teamId ? { team: String(chosen.teamId) } : {}),
  });
