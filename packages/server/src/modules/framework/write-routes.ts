import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context.js";
import type { ModuleDeclaration } from "./types.js";
import { registerDeleteRoute } from "./write-delete.js";
import { saveRecord } from "./write-save.js";
import { writeScope } from "./write-scope.js";
import { registerStatusRoute } from "./write-status.js";

export { SaveRefusal } from "./write-save.js";

const anyObject = { type: "object", maxProperties: 64 } as const;

/**
 * The write routes a module declares: add/edit (write-save.ts), delete (write-delete.ts) and
 * status (write-status.ts, only with a status field), one file each.
 */
export function registerWriteRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  declaration: ModuleDeclaration,
) {
  const scope = writeScope(ctx, declaration);
  if (declaration.actions.includes("add") || declaration.actions.includes("edit")) {
    app.post<{ Body: Record<string, unknown> }>(
      `${scope.base}/add`,
      { schema: { body: anyObject }, attachValidation: true },
      (request, reply) => saveRecord(scope, request, reply),
    );
  }
  if (declaration.actions.includes("del")) registerDeleteRoute(app, scope);
  const hasStatus = declaration.fields.some((f) => f.key === "status" && f.column);
  if (declaration.actions.includes("status") && hasStatus) registerStatusRoute(app, scope);
}
