import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { requireAppUser } from "../app-users/app-auth.js";
import type { Limit } from "../auth/rate-limits.js";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import { ownedImageUrls } from "../upload/app-upload-store.js";
import { MAX_CONTENT, MAX_SHORT, shapeRefusal } from "./feedback-body.js";
import { type FeedbackTranslate, feedbackTranslator } from "./messages.js";
import { feedback } from "./schema.js";

/** One app user cannot flood the operators' list. */
const SUBMIT_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000 };

interface FeedbackBody {
  content?: unknown;
  images?: unknown;
  contact?: unknown;
  appVersion?: unknown;
  deviceSerial?: unknown;
}

type Checked =
  | {
      ok: true;
      values: {
        content: string;
        images: string[];
        contact: string;
        appVersion: string;
        deviceSerial: string;
      };
    }
  | { ok: false; field: string; message: string };

/**
 * Checks a submitted item field by field; the first refusal names its field. The shapes are the
 * TypeBox schema's (feedback-body.ts); here the texts are trimmed and their lengths checked.
 */
export function checkFeedback(body: FeedbackBody, t: FeedbackTranslate): Checked {
  const refuse = (field: string, message: string) => ({ ok: false as const, field, message });
  const contentShape = shapeRefusal("content", body.content, t);
  if (contentShape) return refuse("content", contentShape);
  const content = (body.content as string).trim();
  if (!content) return refuse("content", t("feedback.contentRequired"));
  if (content.length > MAX_CONTENT)
    return refuse("content", t("feedback.contentTooLong", { max: MAX_CONTENT }));
  const images = body.images ?? [];
  const imagesShape = shapeRefusal("images", images, t);
  if (imagesShape) return refuse("images", imagesShape);
  const short = { contact: "", appVersion: "", deviceSerial: "" };
  for (const key of ["contact", "appVersion", "deviceSerial"] as const) {
    const value = body[key] ?? "";
    const tooLong = t("feedback.fieldTooLong", {
      field: t(`feedback.field.${key}`),
      max: MAX_SHORT,
    });
    if (shapeRefusal(key, value, t)) return refuse(key, tooLong);
    short[key] = String(value).trim();
    if (short[key].length > MAX_SHORT) return refuse(key, tooLong);
  }
  return { ok: true, values: { content, images: images as string[], ...short } };
}

/** The companion app's feedback calls: submit one, and read one's own with the operators' replies. */
export async function feedbackAppRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: FeedbackBody }>(
    "/api/app/feedback",
    { schema: { body: { type: "object", maxProperties: 16 } }, config: { public: true } },
    async (request, reply) => {
      const caller = await requireAppUser(ctx, request, reply);
      if (!caller) return reply;
      const t = feedbackTranslator(request.locale);
      const checked = checkFeedback(request.body ?? {}, t);
      if (!checked.ok)
        return fail(checked.message, {
          errors: [{ field: checked.field, message: checked.message }],
        });
      const owned = await ownedImageUrls(ctx.db, caller.appUserId, checked.values.images);
      if (checked.values.images.some((url) => !owned.has(url))) {
        const message = t("feedback.imageNotYours");
        return fail(message, { errors: [{ field: "images", message }] });
      }
      const taken = await ctx.throttle.limits.take(`feedback:${caller.appUserId}`, SUBMIT_LIMIT);
      if ("retryAfterMs" in taken) return fail(t("feedback.tooMany", { max: SUBMIT_LIMIT.max }));
      const now = ctx.now();
      const [row] = await ctx.db
        .insert(feedback)
        .values({ ...checked.values, appUserId: caller.appUserId, createdAt: now, updatedAt: now })
        .returning({ id: feedback.id });
      return ok({ id: row!.id });
    },
  );

  app.get("/api/app/feedback", { config: { public: true } }, async (request, reply) => {
    const caller = await requireAppUser(ctx, request, reply);
    if (!caller) return reply;
    const rows = await ctx.db
      .select({
        id: feedback.id,
        content: feedback.content,
        images: feedback.images,
        status: feedback.status,
        reply: feedback.reply,
        repliedAt: feedback.repliedAt,
        createdAt: feedback.createdAt,
        resolvedAt: feedback.resolvedAt,
      })
      .from(feedback)
      .where(eq(feedback.appUserId, caller.appUserId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(100);
    return ok(rows);
  });
}
