import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context.js";
import { registerReadRoutes } from "./read-routes.js";
import type { ModuleDeclaration } from "./types.js";
import { registerWriteRoutes } from "./write-routes.js";

/** All generic calls of one declared module: index, export, list, info, meta, add, del, status. */
export function registerModule(
  app: FastifyInstance,
  ctx: ServerContext,
  declaration: ModuleDeclaration,
) {
  registerReadRoutes(app, ctx, declaration);
  registerWriteRoutes(app, ctx, declaration);
}
