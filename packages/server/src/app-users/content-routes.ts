import type { FastifyInstance } from "fastify";
import { hasPermission } from "../auth/access.js";
import type { ServerContext } from "../context.js";
import { fail, ok, sendStatus } from "../http/envelope.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import {
  CONTENT_MAX_CHARS,
  CONTENT_PERMISSION,
  isContentKey,
  readContent,
  saveContent,
} from "./content.js";
import { appTranslator } from "./messages.js";

/**
 * About and my-about: read by anyone (the app shows them before sign-in), edited in the back office
 * by holders of the page's own edit button. The edit checks the permission itself because one call
 * serves both pages, each with its own button.
 */
export async function contentRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get<{ Params: { key: string } }>(
    "/api/app/content/:key",
    {
      schema: {
        params: {
          type: "object",
          properties: { key: { type: "string", maxLength: 32 } },
        },
      },
      config: { public: true },
    },
    async (request) => {
      const t = appTranslator(request.locale);
      const { key } = request.params;
      if (!isContentKey(key)) return fail(t("content.badKey"));
      return ok(await readContent(ctx.db, key));
    },
  );

  app.post<{ Body: { key?: unknown; html?: unknown } }>(
    "/api/appContent/save",
    {
      schema: {
        body: {
          type: "object",
          required: ["key", "html"],
          properties: {
            key: { type: "string", maxLength: 32 },
            html: { type: "string", maxLength: CONTENT_MAX_CHARS * 2 },
          },
        },
      },
    },
    async (request, reply) => {
      const t = appTranslator(request.locale);
      const { key, html } = request.body;
      if (!isContentKey(key)) return fail(t("content.badKey"));
      const access = request.auth?.access;
      if (!access || !hasPermission(access, CONTENT_PERMISSION[key]))
        return sendStatus(reply, 403, request.t("auth.forbidden"));
      if (typeof html !== "string" || html.length > CONTENT_MAX_CHARS)
        return fail(t("content.tooLong", { max: CONTENT_MAX_CHARS }), {
          errors: [{ field: "html", message: t("content.tooLong", { max: CONTENT_MAX_CHARS }) }],
        });
      const now = ctx.now();
      const saved = await ctx.db.transaction(async (tx) => {
        const result = await saveContent(tx as never, key, html, access.userId, now);
        await writeOperationLog(tx as never, request, now, {
          module: "appContent",
          action: "edit",
          ids: [],
          summary: `${key}: ${result.before.length} → ${result.html.length} chars`,
        });
        return result;
      });
      return ok({ key, html: saved.html, updatedAt: now.toISOString() });
    },
  );
}
