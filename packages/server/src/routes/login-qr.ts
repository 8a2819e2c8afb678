import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Limit } from "../auth/rate-limits.js";
import type { ServerContext } from "../context.js";
import { qrLogins, users } from "../db/schema.js";
import { fail, ok } from "../http/envelope.js";
import { refuseDisabledSignIn } from "../settings/sign-in-methods.js";
import { completeSignIn, refuseSignIn, sendTooMany } from "./sign-in-outcome.js";

export const QR_TTL_MS = 2 * 60_000;
/** An expired code is kept this long so a sign-in page still polling it hears "expired", then removed. */
export const QR_KEEP_EXPIRED_MS = 10 * 60_000;
/** A sign-in page makes a new code every two minutes; 30 in ten minutes leaves room for several tabs. */
export const QR_CREATE_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };
/** What is kept of the requesting browser's description, shown at confirmation. */
const USER_AGENT_MAX = 300;

const qrIdBody = {
  type: "object",
  required: ["qrId"],
  properties: { qrId: { type: "string", minLength: 1, maxLength: 64 } },
} as const;

/**
 * Sign-in by QR: the sign-in page creates a code and polls it; a signed-in session (the personal
 * centre, on a phone) reads who asked (qrInfo) and confirms it; the next poll receives a fresh token,
 * exactly once.
 */
export async function qrLoginRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post("/api/login/qrCreate", { config: { public: true } }, async (request, reply) => {
    const disabled = await refuseDisabledSignIn(ctx, request, "qr");
    if (disabled) return disabled;
    const taken = await ctx.throttle.limits.take(`qr:ip:${request.ip}`, QR_CREATE_LIMIT);
    if ("retryAfterMs" in taken)
      return sendTooMany(request, reply, "qr.tooMany", taken.retryAfterMs);
    const now = ctx.now();
    // Anonymous callers add rows here: the dead ones go before each new one, so the table stays small.
    await ctx.db
      .delete(qrLogins)
      .where(lt(qrLogins.expiresAt, new Date(now.getTime() - QR_KEEP_EXPIRED_MS)));
    await ctx.throttle.limits.sweep();
    const qrId = randomBytes(16).toString("base64url");
    const expiresAt = new Date(now.getTime() + QR_TTL_MS);
    await ctx.db.insert(qrLogins).values({
      id: qrId,
      createdAt: now,
      expiresAt,
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? "").slice(0, USER_AGENT_MAX),
    });
    return ok({ qrId, expiresAt: expiresAt.toISOString() });
  });

  app.post<{ Body: { qrId: string } }>(
    "/api/login/qrStatus",
    { schema: { body: qrIdBody }, config: { public: true } },
    async (request) => {
      // A code made before QR sign-in was turned off must not hand out a session afterwards.
      const disabled = await refuseDisabledSignIn(ctx, request, "qr");
      if (disabled) return disabled;
      const now = ctx.now();
      const [row] = await ctx.db
        .select()
        .from(qrLogins)
        .where(eq(qrLogins.id, request.body.qrId))
        .limit(1);
      if (!row) return fail(request.t("qr.unknown"));
      // A confirmed code nobody claimed dies with the code too: its token is never handed out late.
      if (row.expiresAt.getTime() <= now.getTime()) return ok({ status: "expired" });
      if (row.status === "confirmed" && row.userId !== null) {
        // Claim delivery atomically: two pollers racing get one token between them.
        const claimed = await ctx.db
          .update(qrLogins)
          .set({ deliveredAt: now })
          .where(
            and(eq(qrLogins.id, row.id), isNull(qrLogins.deliveredAt), gt(qrLogins.expiresAt, now)),
          )
          .returning({ userId: qrLogins.userId });
        const userId = claimed[0]?.userId;
        if (!userId) return ok({ status: "confirmed" });
        const [user] = await ctx.db
          .select({ id: users.id, username: users.username, status: users.status })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (user?.status !== 1) {
          const message = request.t("login.disabled");
          await refuseSignIn(ctx, request, {
            user,
            typedName: "",
            method: "qr",
            message,
            attempt: undefined,
            wrongCredentials: false,
          });
          return fail(message);
        }
        const token = await completeSignIn(ctx, request, user, "qr");
        return ok({ status: "confirmed", token });
      }
      return ok({ status: "pending", expiresAt: row.expiresAt.toISOString() });
    },
  );

  // What the confirming person must see before approving: which device asked, from where, when.
  app.post<{ Body: { qrId: string } }>(
    "/api/login/qrInfo",
    { schema: { body: qrIdBody } },
    async (request) => {
      const [row] = await ctx.db
        .select()
        .from(qrLogins)
        .where(eq(qrLogins.id, request.body.qrId))
        .limit(1);
      if (!row) return fail(request.t("qr.unknown"));
      if (row.status !== "pending" || row.expiresAt.getTime() <= ctx.now().getTime())
        return fail(request.t("qr.expired"));
      return ok({
        ip: row.ip,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      });
    },
  );

  app.post<{ Body: { qrId: string } }>(
    "/api/login/qrConfirm",
    { schema: { body: qrIdBody } },
    async (request) => {
      const now = ctx.now();
      const [row] = await ctx.db
        .select()
        .from(qrLogins)
        .where(eq(qrLogins.id, request.body.qrId))
        .limit(1);
      if (!row) return fail(request.t("qr.unknown"));
      if (row.status !== "pending" || row.expiresAt.getTime() <= now.getTime())
        return fail(request.t("qr.expired"));
      await ctx.db
        .update(qrLogins)
        .set({ status: "confirmed", userId: request.auth!.access.userId })
        .where(and(eq(qrLogins.id, row.id), eq(qrLogins.status, "pending")));
      return ok(null);
    },
  );
}
