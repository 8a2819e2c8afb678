import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { feedbackRoutes } from "../feedback/routes.js";
import { fail, ok } from "../http/envelope.js";
import { registerModule } from "../modules/framework/register.js";
import type { SmsSender } from "../sms/sender.js";
import { appAuthRoutes } from "./app-auth-routes.js";
import { contentRoutes } from "./content-routes.js";
import { appUserModule } from "./declaration.js";
import { boundDevices } from "./devices.js";
import { appTranslator } from "./messages.js";

/**
 * The app users area in one plugin: the companion app's sign-in and calls, the about pages, the
 * back office's `appUser` module and bound devices, and feedback.
 */
export async function appUserRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  smsSender: SmsSender | null,
) {
  registerModule(app, ctx, appUserModule);
  await appAuthRoutes(app, ctx, smsSender);
  await contentRoutes(app, ctx);
  await feedbackRoutes(app, ctx);

  app.get<{ Querystring: { id?: string } }>(
    "/api/appUser/devices",
    {
      schema: {
        querystring: { type: "object", properties: { id: { type: "string", maxLength: 12 } } },
      },
      config: { permission: "appUser:index" },
    },
    async (request) => {
      const id = Number(request.query.id);
      // An id past the integer column's range names no user (and must not overflow the query).
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
        return fail(appTranslator(request.locale)("appUser.badId"));
      return ok((await boundDevices(ctx.db, [id])).get(id) ?? []);
    },
  );
}
