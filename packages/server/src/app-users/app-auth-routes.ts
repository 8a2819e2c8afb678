import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Limit } from "../auth/rate-limits.js";
import type { ServerContext } from "../context.js";
import { fail, ok, sendStatus } from "../http/envelope.js";
import { bindInvitedShopper, inviteLink } from "../marketing/invite.js";
import { MOBILE } from "../modules/system/fields.js";
import type { SmsSender } from "../sms/sender.js";
import { requireAppUser } from "./app-auth.js";
import { checkAppCode, issueAppCode } from "./app-codes.js";
import { closeAppSession, openAppSession } from "./app-sessions.js";
import { appTranslator } from "./messages.js";
import { appUsers } from "./schema.js";

/** One address asking codes for many numbers (each number already waits a minute between codes). */
const SEND_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000 };

/** What the app shows of its own user. */
export function appProfile(row: typeof appUsers.$inferSelect) {
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    avatar: row.avatar,
    gender: row.gender,
    region: row.region,
    registeredAt: row.registeredAt.toISOString(),
    isDistributor: row.isDistributor,
    /** What a distributor shares to bring shoppers (marketing/invite.ts); null for others. */
    inviteLink: row.isDistributor ? inviteLink(row.id) : null,
  };
}

/**
 * The companion app's sign-in: a phone number and an SMS code, no password anywhere. The first
 * sign-in of a number registers it as an app user; a disabled one is refused.
 */
export async function appAuthRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sender: SmsSender | null,
) {
  app.post<{ Body: { phone: string } }>(
    "/api/app/sendCode",
    {
      schema: {
        body: {
          type: "object",
          required: ["phone"],
          properties: { phone: { type: "string", maxLength: 20 } },
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const t = appTranslator(request.locale);
      if (!sender) return fail(t("app.smsNotConfigured"));
      const phone = request.body.phone.trim();
      if (!MOBILE.test(phone))
        return fail(t("app.badPhone"), {
          errors: [{ field: "phone", message: t("app.badPhone") }],
        });
      const taken = await ctx.throttle.limits.take(`appsms:ip:${request.ip}`, SEND_LIMIT);
      if ("retryAfterMs" in taken) {
        reply.header("retry-after", String(Math.ceil(taken.retryAfterMs / 1000)));
        return sendStatus(
          reply,
          429,
          t("app.tooManyCodes", { minutes: Math.ceil(taken.retryAfterMs / 60_000) }),
        );
      }
      const issued = await issueAppCode(ctx.db, phone, ctx.now());
      if ("waitSeconds" in issued) {
        await taken.hit.release();
        return fail(t("app.codeTooSoon", { seconds: issued.waitSeconds }), {
          retryAfter: issued.waitSeconds,
        });
      }
      // Anyone may register through the app, so the code goes out whether or not the number is known.
      await sender.send(phone, issued.code);
      return ok({ expiresIn: 300, resendIn: 60 });
    },
  );

  app.post<{ Body: { phone: string; code: string; inviter?: string } }>(
    "/api/app/login",
    {
      schema: {
        body: {
          type: "object",
          required: ["phone", "code"],
          properties: {
            phone: { type: "string", maxLength: 20 },
            code: { type: "string", maxLength: 12 },
            // The invite code of the distributor whose link brought the shopper (marketing/invite.ts).
            inviter: { type: "string", maxLength: 16 },
          },
        },
      },
      config: { public: true },
    },
    async (request) => {
      const t = appTranslator(request.locale);
      const phone = request.body.phone.trim();
      if (!MOBILE.test(phone)) return fail(t("app.badPhone"));
      const code = request.body.code.trim();
      if (!code) return fail(t("app.codeRequired"));
      const now = ctx.now();
      const verdict = await checkAppCode(ctx.db, phone, code, now);
      if (verdict === "tooManyTries") return fail(t("app.codeTooManyTries"));
      if (verdict !== "accepted") return fail(t("app.codeInvalid"));
      // Registers on first sign-in; a number signing in twice at once still gets one row.
      const registered = await ctx.db
        .insert(appUsers)
        .values({ phone, registeredAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: appUsers.phone })
        .returning({ id: appUsers.id });
      const [user] = await ctx.db.select().from(appUsers).where(eq(appUsers.phone, phone)).limit(1);
      if (!user) return fail(t("app.codeInvalid"));
      if (user.status !== 1) return fail(t("app.disabled"));
      // Only a first sign-in binds the shopper to the distributor who invited them.
      if (registered.length > 0 && request.body.inviter)
        await bindInvitedShopper(ctx.db, user.id, request.body.inviter, now);
      await ctx.db.update(appUsers).set({ lastActiveAt: now }).where(eq(appUsers.id, user.id));
      const token = await openAppSession(ctx.db, user.id, now, {
        ip: request.ip,
        userAgent: String(request.headers["user-agent"] ?? ""),
      });
      return ok({ token, user: appProfile(user) });
    },
  );

  app.get("/api/app/me", { config: { public: true } }, async (request, reply) => {
    const caller = await requireAppUser(ctx, request, reply);
    if (!caller) return reply;
    const [user] = await ctx.db
      .select()
      .from(appUsers)
      .where(eq(appUsers.id, caller.appUserId))
      .limit(1);
    return ok(appProfile(user!));
  });

  app.post("/api/app/logout", { config: { public: true } }, async (request, reply) => {
    const caller = await requireAppUser(ctx, request, reply);
    if (!caller) return reply;
    await closeAppSession(ctx.db, caller.sessionId, ctx.now());
    return ok(null);
  });
}
