import type { FastifyInstance } from "fastify";
import { loadMenuTree } from "../auth/menu-tree.js";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";

export async function menuRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post("/api/menu/getMenuListInfo", async (request) =>
    ok(await loadMenuTree(ctx.db, request.auth!.access.roles)),
  );
}
