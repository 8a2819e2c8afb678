import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Envelope } from "../http/envelope.js";
import { registerModule } from "../modules/framework/register.js";
import { parseIds } from "../modules/framework/values.js";
import type { PageAddress } from "../storefront/addresses.js";
import { pageAddressRoutes } from "./address-routes.js";
import { pageModule } from "./declaration.js";
import { createPublicPageCache } from "./public-cache.js";
import { createPublicPageChanges } from "./public-changes.js";
import { pagePublicRoutes } from "./public-routes.js";
import { pagePublishRoutes } from "./publish-routes.js";
import { pageSaveRoutes } from "./save-routes.js";
import { pages } from "./schema.js";

const INFO_URL = "/api/page/info";
const DELETE_URL = "/api/page/del";

/**
 * Every page call: the framework's list, export, info and delete (`page:*`), and the page's own
 * save, revisions, restore, publish and public answer.
 */
export async function pageRoutes(app: FastifyInstance, ctx: ServerContext) {
  // Answers are kept per published version (see public-cache.ts): a request renders nothing twice.
  // Activities start and end by the server's clock: the cards' prices follow it.
  const cache = createPublicPageCache(ctx.database, Date.now, ctx.now);
  const changes = await createPublicPageChanges(ctx.database, cache, ctx.env, app.log);
  app.addHook("onClose", () => changes.close());
  // What a delete is about to remove, read before it runs: its addresses are purged after it.
  const deleting = new WeakMap<object, PageAddress[]>();

  await app.register(async (scope) => {
    scope.addHook("preHandler", async (request) => {
      if (request.routeOptions.url !== DELETE_URL) return;
      const ids = parseIds((request.query as { id?: unknown }).id);
      if (!ids) return;
      deleting.set(
        request,
        await ctx.db
          .select({ id: pages.id, slug: pages.slug, isHome: pages.isHome })
          .from(pages)
          .where(inArray(pages.id, ids)),
      );
    });
    scope.addHook("onResponse", async (request) => {
      const addresses = deleting.get(request);
      if (!addresses?.length) return;
      // Only what is really gone (a refused delete removed nothing).
      const left = await ctx.db
        .select({ id: pages.id })
        .from(pages)
        .where(
          inArray(
            pages.id,
            addresses.map((a) => a.id),
          ),
        );
      const kept = new Set(left.map((row) => row.id));
      void changes.changed(addresses.filter((a) => !kept.has(a.id)));
    });
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
  await pagePublishRoutes(app, ctx, changes);
  await pageAddressRoutes(app, ctx, changes);
  await pagePublicRoutes(app, ctx, cache);
}
