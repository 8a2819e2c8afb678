import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { roles, userRoles, users } from "../db/schema.js";
import { fail, ok } from "../http/envelope.js";
import {
  describeOperation,
  summarizeChange,
  writeOperationLog,
} from "../modules/framework/operation-log.js";
import { feedbackModule } from "./declaration.js";
import { feedbackTranslator } from "./messages.js";
import { feedback } from "./schema.js";
import { canMove, isFeedbackStatus } from "./transitions.js";

export const MAX_REPLY = 2000;
const idSchema = { anyOf: [{ type: "integer" }, { type: "string", maxLength: 12 }] };

const toId = (value: unknown): number | undefined => {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Active back-office users holding the after-sale role: the people feedback is assigned to. */
export async function afterSaleStaff(db: Db): Promise<Array<{ id: number; username: string }>> {
  return db
    .selectDistinct({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.sign, "aftersale"), eq(users.status, 1)))
    .orderBy(users.username);
}

/** A user's name for the log (the id when the account is gone), or nothing for "unassigned". */
async function staffName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? `#${id}`;
}

/**
 * The operators' feedback calls besides the generic list: reply (the app user reads it), assign to
 * after-sale staff, and move the status one step (new → processing → resolved). Each writes an
 * operation log row as `feedback`.
 */
export async function feedbackAdminRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: { id?: unknown; reply?: unknown } }>(
    "/api/feedback/reply",
    {
      schema: {
        body: {
          type: "object",
          required: ["id", "reply"],
          properties: { id: idSchema, reply: { type: "string", maxLength: MAX_REPLY * 2 } },
        },
      },
      config: { permission: "feedback:edit" },
    },
    async (request) => {
      const t = feedbackTranslator(request.locale);
      const id = toId(request.body.id);
      if (!id) return fail(t("feedback.notFound"));
      const text = String(request.body.reply ?? "").trim();
      if (!text)
        return fail(t("feedback.replyRequired"), {
          errors: [{ field: "reply", message: t("feedback.replyRequired") }],
        });
      if (text.length > MAX_REPLY)
        return fail(t("feedback.replyTooLong", { max: MAX_REPLY }), {
          errors: [{ field: "reply", message: t("feedback.replyTooLong", { max: MAX_REPLY }) }],
        });
      const now = ctx.now();
      const done = await ctx.db.transaction(async (tx) => {
        const changed = await tx
          .update(feedback)
          .set({ reply: text, repliedAt: now, updatedAt: now })
          .where(eq(feedback.id, id))
          .returning({ id: feedback.id });
        if (changed.length === 0) return false;
        await writeOperationLog(tx, request, now, {
          module: "feedback",
          action: "edit",
          ids: [id],
          summary: `reply: ${JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)}`,
        });
        return true;
      });
      return done
        ? ok({ id, reply: text, repliedAt: now.toISOString() })
        : fail(t("feedback.notFound"));
    },
  );

  app.post<{ Body: { id?: unknown; assigneeId?: unknown } }>(
    "/api/feedback/assign",
    {
      schema: {
        body: {
          type: "object",
          required: ["id"],
          // assigneeId is checked below: null, 0 or "" clears it (the schema would coerce null to 0).
          properties: { id: idSchema },
        },
      },
      config: { permission: "feedback:edit" },
    },
    async (request) => {
      const t = feedbackTranslator(request.locale);
      const id = toId(request.body.id);
      if (!id) return fail(t("feedback.notFound"));
      const raw = request.body.assigneeId;
      const assigneeId =
        raw === null || raw === undefined || raw === "" || raw === 0 ? null : toId(raw);
      if (assigneeId === undefined) return fail(t("feedback.badAssignee"));
      if (assigneeId !== null) {
        const staff = await afterSaleStaff(ctx.db);
        if (!staff.some((s) => s.id === assigneeId))
          return fail(t("feedback.badAssignee"), {
            errors: [{ field: "assigneeId", message: t("feedback.badAssignee") }],
          });
      }
      const now = ctx.now();
      const done = await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ assigneeId: feedback.assigneeId })
          .from(feedback)
          .where(eq(feedback.id, id));
        if (!before) return false;
        await tx.update(feedback).set({ assigneeId, updatedAt: now }).where(eq(feedback.id, id));
        await writeOperationLog(tx, request, now, {
          module: "feedback",
          action: "edit",
          ids: [id],
          summary: describeOperation(
            request.locale,
            "edited",
            [`#${id}`],
            summarizeChange(
              feedbackModule,
              { id, assigneeName: await staffName(tx, before.assigneeId) },
              { id, assigneeName: await staffName(tx, assigneeId) },
              request.locale,
            ),
          ),
        });
        return true;
      });
      return done ? ok({ id, assigneeId }) : fail(t("feedback.notFound"));
    },
  );

  app.post<{ Body: { id?: unknown; status?: unknown } }>(
    "/api/feedback/transition",
    {
      schema: {
        body: {
          type: "object",
          required: ["id", "status"],
          properties: { id: idSchema, status: { type: "string", maxLength: 16 } },
        },
      },
      config: { permission: "feedback:status" },
    },
    async (request) => {
      const t = feedbackTranslator(request.locale);
      const id = toId(request.body.id);
      if (!id) return fail(t("feedback.notFound"));
      const to = request.body.status;
      if (!isFeedbackStatus(to))
        return fail(t("feedback.badStatus"), {
          errors: [{ field: "status", message: t("feedback.badStatus") }],
        });
      const now = ctx.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: feedback.status })
          .from(feedback)
          .where(eq(feedback.id, id));
        if (!row) return { refused: t("feedback.notFound") };
        const from = row.status;
        if (!canMove(from, to))
          return {
            refused: t("feedback.badTransition", {
              from: t(`feedback.status.${from}`),
              to: t(`feedback.status.${to}`),
            }),
          };
        // Conditional on the status read: of two operators moving it at once, one wins.
        const moved = await tx
          .update(feedback)
          .set({ status: to, updatedAt: now, ...(to === "resolved" ? { resolvedAt: now } : {}) })
          .where(and(eq(feedback.id, id), eq(feedback.status, from)))
          .returning({ id: feedback.id });
        if (moved.length === 0)
          return {
            refused: t("feedback.badTransition", {
              from: t(`feedback.status.${from}`),
              to: t(`feedback.status.${to}`),
            }),
          };
        await writeOperationLog(tx, request, now, {
          module: "feedback",
          action: "status",
          ids: [id],
          summary: describeOperation(
            request.locale,
            "edited",
            [`#${id}`],
            summarizeChange(
              feedbackModule,
              { id, status: from },
              { id, status: to },
              request.locale,
            ),
          ),
        });
        return { refused: undefined };
      });
      return outcome.refused ? fail(outcome.refused) : ok({ id, status: to });
    },
  );

  app.get("/api/feedback/assignees", { config: { permission: "feedback:edit" } }, async () =>
    ok(await afterSaleStaff(ctx.db)),
  );
}
