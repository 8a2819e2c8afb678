import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { smsCodes, users } from "../db/schema.js";
import { fail, ok } from "../http/envelope.js";
import { recordSignIn } from "../modules/signin-log.js";
import type { DevSmsSender, SmsSender } from "../sms/sender.js";

export const CODE_RESEND_MS = 60_000;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
const MOBILE = "^1[3-9]\\d{9}$";

const hashCode = (mobile: string, code: string) =>
  createHash("sha256").update(`${mobile}:${code}`).digest("hex");

/** Sign-in by mobile number and a 6-digit code (one per number per minute, valid 5 minutes, 5 tries). */
export async function mobileLoginRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sender: SmsSender | DevSmsSender,
) {
  app.post<{ Body: { mobile: string } }>(
    "/api/login/sendCode",
    {
      schema: {
        body: {
          type: "object",
          required: ["mobile"],
          properties: { mobile: { type: "string", maxLength: 20 } },
        },
      },
      config: { public: true },
    },
    async (request) => {
      const { mobile } = request.body;
      if (!new RegExp(MOBILE).test(mobile)) return fail(request.t("sms.badMobile"));
      const now = ctx.now();
      const [latest] = await ctx.db
        .select()
        .from(smsCodes)
        .where(eq(smsCodes.mobile, mobile))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (latest && now.getTime() - latest.createdAt.getTime() < CODE_RESEND_MS) {
        const seconds = Math.ceil(
          (CODE_RESEND_MS - (now.getTime() - latest.createdAt.getTime())) / 1000,
        );
        return fail(request.t("sms.tooSoon", { seconds }), { retryAfter: seconds });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await ctx.db.insert(smsCodes).values({
        mobile,
        codeHash: hashCode(mobile, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      // The answer is the same whether or not the number belongs to a user: no account probing.
      const [owner] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobile, mobile))
        .limit(1);
      if (owner) await sender.send(mobile, code);
      return ok({ expiresIn: CODE_TTL_MS / 1000, resendIn: CODE_RESEND_MS / 1000 });
    },
  );

  app.post<{ Body: { mobile: string; code: string } }>(
    "/api/login/mobile",
    {
      schema: {
        body: {
          type: "object",
          required: ["mobile", "code"],
          properties: {
            mobile: { type: "string", maxLength: 20 },
            code: { type: "string", maxLength: 12 },
          },
        },
      },
      config: { public: true },
    },
    async (request) => {
      const { mobile, code } = request.body;
      const now = ctx.now();
      const [latest] = await ctx.db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (!latest || latest.expiresAt.getTime() <= now.getTime())
        return fail(request.t("sms.invalid"));
      if (latest.codeHash !== hashCode(mobile, code.trim())) {
        const attempts = latest.attempts + 1;
        await ctx.db
          .update(smsCodes)
          .set({
            attempts: sql`${smsCodes.attempts} + 1`,
            usedAt: attempts >= CODE_MAX_TRIES ? now : null,
          })
          .where(eq(smsCodes.id, latest.id));
        return fail(request.t(attempts >= CODE_MAX_TRIES ? "sms.tooManyTries" : "sms.invalid"));
      }
      await ctx.db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, latest.id));
      const [user] = await ctx.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      if (!user) return fail(request.t("sms.invalid"));
      if (user.status !== 1) return fail(request.t("login.disabled"));
      await ctx.db
        .update(users)
        .set({ loginIp: request.ip, loginTime: now, errorCount: 0 })
        .where(eq(users.id, user.id));
      const token = await ctx.sessions.create(
        user.id,
        request.ip,
        String(request.headers["user-agent"] ?? ""),
      );
      await recordSignIn(ctx.db, request, now, {
        userId: user.id,
        username: user.username,
        method: "mobile",
        success: true,
      });
      return ok({ token });
    },
  );

  if (!ctx.production && "lastCode" in sender) {
    // Development only: lets local runs and the e2e tests read the code the dev sender "sent".
    app.get<{ Querystring: { mobile: string } }>(
      "/api/dev/sms/last",
      {
        schema: {
          querystring: {
            type: "object",
            required: ["mobile"],
            properties: { mobile: { type: "string" } },
          },
        },
        config: { public: true },
      },
      async (request) => ok({ code: sender.lastCode(request.query.mobile) ?? null }),
    );
  }
}
