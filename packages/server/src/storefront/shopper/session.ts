import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { APP_SESSION_TTL_MS } from "../../app-users/app-sessions.js";
import type { Locale } from "../../i18n/messages.js";

/**
 * The shopper's app token lives in this cookie, set by the storefront: HttpOnly (no script, ours
 * or an injected one, can read it), SameSite=Lax (another site's form post arrives without it),
 * Path=/ (the shop's pages and the payment pages outside /s/). Never in localStorage.
 */
export const SHOPPER_COOKIE = "vitrine_shopper";

const TOKEN = /^[\w-]{16,200}$/;

/** The token the shopper's cookie holds, if it looks like one. */
export function shopperToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SHOPPER_COOKIE) continue;
    const value = rest.join("=");
    return TOKEN.test(value) ? value : undefined;
  }
  return undefined;
}

const secure = (request: FastifyRequest) => (request.protocol === "https" ? "; Secure" : "");

export function setShopperCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header(
    "set-cookie",
    `${SHOPPER_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(APP_SESSION_TTL_MS / 1000)}${secure(request)}`,
  );
}

export function clearShopperCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header(
    "set-cookie",
    `${SHOPPER_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(request)}`,
  );
}

/** An answer of the shopper's JSON calls: the envelope and the HTTP status. */
export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export type ShopperApi = <T = unknown>(
  method: "GET" | "POST",
  url: string,
  body?: Record<string, unknown>,
) => Promise<ApiAnswer<T>>;

/**
 * The shopper's JSON calls (orders/API.md, app-users/API.md) made from a page, in-process, with the
 * cookie's token, the page's language and the browser's address: every rule, refusal and message
 * stays the API's own, so the pages and the app cannot disagree.
 */
export function shopperApi(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  token = shopperToken(request),
): ShopperApi {
  return async (method, url, body) => {
    const answer = await app.inject({
      method,
      url,
      remoteAddress: request.ip,
      headers: {
        "accept-language": locale,
        "user-agent": String(request.headers["user-agent"] ?? ""),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    let parsed: { code?: number; msg?: string; data?: unknown } = {};
    try {
      parsed = answer.json();
    } catch {
      // A non-JSON answer (a provider's acknowledgement) is judged by its status alone.
    }
    return {
      status: answer.statusCode,
      code: typeof parsed.code === "number" ? parsed.code : answer.statusCode === 200 ? 0 : -1,
      msg: parsed.msg ?? "",
      data: parsed.data as never,
    };
  };
}
