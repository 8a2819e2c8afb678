import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { menus } from "../db/schema.js";
import { ok } from "../http/envelope.js";
import { pageModule } from "../pages/declaration.js";
import { systemModules } from "./declarations.js";
import { buildTree } from "./framework/rows.js";
import { dictItems, dictTypes } from "./schema.js";
import { dictionaryLabeller } from "./system/dictionary-labels.js";

/** Calls beside the generic ones: the whole menu tree, and dictionary options for selects. */
export async function extraRoutes(app: FastifyInstance, ctx: ServerContext) {
  // Every menu and button row as one tree (the menu screen and the role grant tree); no input.
  const menuTree = async () => {
    const rows = await ctx.db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
    return ok(
      buildTree(
        rows.map((r) => ({ ...r, isExternal: r.isLink !== "" && !r.isIframe })),
        "pid",
      ),
    );
  };
  app.post("/api/menu/reload", { config: { permission: "menu:index" } }, menuTree);
  app.post("/api/role/menuTree", { config: { permission: "role:index" } }, menuTree);

  // Any signed-in user: the active items of a dictionary type, as selects across the app show them.
  // The page categories too: the editor's category select and the page list show them.
  const labelled = dictionaryLabeller([...systemModules, pageModule]);
  app.post<{ Body: { code: string } }>(
    "/api/dic/options",
    {
      schema: {
        body: {
          type: "object",
          required: ["code"],
          properties: { code: { type: "string", pattern: "^[a-z][a-z0-9_]*$", maxLength: 50 } },
        },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .select({ label: dictItems.label, value: dictItems.value })
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
        .where(
          and(
            eq(dictTypes.code, request.body.code),
            eq(dictTypes.status, 1),
            eq(dictItems.status, 1),
          ),
        )
        .orderBy(asc(dictItems.sort), asc(dictItems.id));
      return ok(rows.map((row) => labelled(request.body.code, row, request.locale)));
    },
  );
}
