import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Envelope } from "../http/envelope.js";
import { registerModule } from "../modules/framework/register.js";
import { pageModule } from "./declaration.js";
import { pagePublicRoutes } from "./public-routes.js";
import { pagePublishRoutes } from "./publish-routes.js";
import { pageSaveRoutes } from "./save-routes.js";
import { pages } from "./schema.js";

const INFO_URL = "/api/page/info";

/**
 * Every page call: the framework's list, export, info and delete (`page:*`), and the page's own
 * save, revisions, restore, publish and public answer.
 */
export async function pageRoutes(app: FastifyInstance, ctx: ServerContext) {
  await app.register(async (scope) => {
    // The generic info answers the row's columns; the editor opens a page from it, so the page's
    // draft document is added here (lists and exports stay without documents).
    scope.addHook("preSerialization", async (request, _reply, payload: unknown) => {
      if (request.routeOptions.url !== INFO_URL) return payload;
      const envelope = payload as Envelope<{ id?: number } | null>;
      if (envelope?.code !== 0 || typeof envelope.data?.id !== "number") return payload;
      const [row] = await ctx.db
        .select({ document: pages.document })
        .from(pages)
        .where(eq(pages.id, envelope.data.id));
      return { ...envelope, data: { ...envelope.data, document: row?.document ?? null } };
    });
    registerModule(scope, ctx, pageModule);
  });
  await pageSaveRoutes(app, ctx);
  await pagePublishRoutes(app, ctx);
  await pagePublicRoutes(app, ctx);
}
