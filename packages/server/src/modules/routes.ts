import type { RecordResource } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { pageRoutes } from "../pages/routes.js";
import { systemModules } from "./declarations.js";
import { extraRoutes } from "./extra-routes.js";
import { registerModule } from "./framework/register.js";
import { personalRoutes } from "./personal-routes.js";
import { recordModules } from "./records/module.js";

/** Generic module calls of issue 7 (`/api/<module>/index|add|del|list|info|status|meta`). */
export async function moduleRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  extraRecords: readonly RecordResource[] = [],
): Promise<void> {
  for (const declaration of [...systemModules, ...recordModules(extraRecords)])
    registerModule(app, ctx, declaration);
  await extraRoutes(app, ctx);
  await personalRoutes(app, ctx);
  await pageRoutes(app, ctx);
}
