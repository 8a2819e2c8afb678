import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import {
  type BargainRefusal,
  helpFriendBargain,
  readBargain,
  refusalKey,
  startOwnBargain,
} from "./bargain.js";
import { type BargainMessageKey, bargainTranslator } from "./bargain-messages.js";
import { readId } from "./input.js";
import { shopperRoute } from "./shopper-route.js";

/**
 * The shopper's bargain calls (app token; orders/API.md): start one, read one, help a friend's.
 * Every refusal is code 1 with its message in the caller's language and changes nothing.
 */
export function bargainRoutes(app: FastifyInstance, ctx: ServerContext) {
  const refuse = (
    locale: Parameters<typeof bargainTranslator>[0],
    key: BargainMessageKey,
    field = "",
  ) => {
    const message = bargainTranslator(locale)(key);
    return fail(message, { errors: [{ field, message }] });
  };
  const refusal = (locale: Parameters<typeof bargainTranslator>[0], reason: BargainRefusal) =>
    refuse(locale, refusalKey(reason));

  shopperRoute(app, ctx, "POST", "/api/app/bargains/start", async ({ appUserId, body, locale }) => {
    const activityId = readId(body.activityId);
    if (activityId === undefined) return refuse(locale, "bargain.badActivity", "activityId");
    const started = await startOwnBargain(ctx.db, activityId, appUserId, ctx.now());
    return started.ok
      ? ok({ recordId: started.recordId, resumed: started.resumed })
      : refusal(locale, started.reason);
  });

  shopperRoute(
    app,
    ctx,
    "GET",
    "/api/app/bargains/detail",
    async ({ appUserId, query, locale }) => {
      const id = readId(query.id);
      if (id === undefined) return refuse(locale, "bargain.badId", "id");
      const view = await readBargain(ctx.db, id, appUserId, ctx.now());
      return view ? ok(view) : refusal(locale, "notFound");
    },
  );

  shopperRoute(app, ctx, "POST", "/api/app/bargains/help", async ({ appUserId, body, locale }) => {
    const id = readId(body.id);
    if (id === undefined) return refuse(locale, "bargain.badId", "id");
    const helped = await helpFriendBargain(ctx.db, id, appUserId, ctx.now());
    return helped.ok
      ? ok({ cutCents: helped.cutCents, priceCents: helped.priceCents, finished: helped.finished })
      : refusal(locale, helped.reason);
  });
}
