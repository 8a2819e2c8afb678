import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Limit } from "../auth/rate-limits.js";
import type { ServerContext } from "../context.js";
import { smsCodes, users } from "../db/schema.js";
import { fail, ok } from "../http/envelope.js";
import { refuseDisabledSignIn } from "../settings/sign-in-methods.js";
import type { SmsSender } from "../sms/sender.js";
import { beginAttempt, completeSignIn, refuseSignIn, sendTooMany } from "./sign-in-outcome.js";

export const CODE_RESEND_MS = 60_000;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
/** One address asking codes for many numbers (each number already waits a minute between codes). */
export const SEND_CODE_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
const MOBILE = /^1[3-9]\d{9}$/;
// Any fixed number: with the number's hash it names the advisory lock that orders one number's sends.
const SEND_LOCK = 727_002;

const hashCode = (mobile: string, code: string) =>
  createHash("sha256").update(`${mobile}:${code}`).digest("hex");

/** Failed code sign-ins are throttled per number (and per address) like passwords per account. */
const throttleAccount = (mobile: string) => `mobile:${mobile}`;

/**
 * Sign-in by mobile number and a 6-digit code (one per number per minute, valid 5 minutes, 5 tries).
 * `sender` null means no provider is configured (production default): sending is refused clearly.
 */
export async function mobileLoginRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sender: SmsSender | null,
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
    async (request, reply) => {
      const disabled = await refuseDisabledSignIn(ctx, request, "sms");
      if (disabled) return disabled;
      if (!sender) return fail(request.t("sms.notConfigured"));
      const { mobile } = request.body;
      if (!MOBILE.test(mobile)) return fail(request.t("sms.badMobile"));
      const taken = await ctx.throttle.limits.take(`sms:ip:${request.ip}`, SEND_CODE_LIMIT);
      if ("retryAfterMs" in taken)
        return sendTooMany(request, reply, "sms.tooManyFromAddress", taken.retryAfterMs);
      const issued = await issueCode(ctx, mobile);
      // A number's one-a-minute refusal sends nothing, so it does not use up the address's sends.
      if ("waitSeconds" in issued) await taken.hit.release();
      if ("waitSeconds" in issued)
        return fail(request.t("sms.tooSoon", { seconds: issued.waitSeconds }), {
          retryAfter: issued.waitSeconds,
        });
      // The answer is the same whether or not the number belongs to a user: no account probing.
      const [owner] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobile, mobile))
        .limit(1);
      if (owner) await sender.send(mobile, issued.code);
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
    async (request, reply) => {
      const disabled = await refuseDisabledSignIn(ctx, request, "sms");
      if (disabled) return disabled;
      const { mobile } = request.body;
      const attempt = await beginAttempt(ctx, request, reply, throttleAccount(mobile));
      if (!attempt) return reply;
      const [user] = await ctx.db
        .select({ id: users.id, username: users.username, status: users.status })
        .from(users)
        .where(eq(users.mobile, mobile))
        .limit(1);
      const refuse = async (message: string) => {
        await refuseSignIn(ctx, request, {
          user,
          typedName: mobile,
          method: "mobile",
          message,
          attempt,
          wrongCredentials: true,
        });
        return fail(message);
      };
      const verdict = await checkCode(ctx, mobile, request.body.code.trim());
      if (verdict === "tooManyTries") return refuse(request.t("sms.tooManyTries"));
      if (verdict !== "accepted" || !user) return refuse(request.t("sms.invalid"));
      if (user.status !== 1) {
        const message = request.t("login.disabled");
        await refuseSignIn(ctx, request, {
          user,
          typedName: mobile,
          method: "mobile",
          message,
          attempt,
          wrongCredentials: false,
        });
        return fail(message);
      }
      await attempt.succeeded();
      return ok({ token: await completeSignIn(ctx, request, user, "mobile") });
    },
  );
}

/**
 * Stores a new code for the number unless one was issued less than a minute ago, and retires the
 * number's older unused codes (an older code must never come back with fresh tries once a newer one
 * dies). The check and the insert run under a per-number advisory lock in one transaction, so
 * parallel requests issue one code between them on PostgreSQL as on PGlite.
 */
async function issueCode(
  ctx: ServerContext,
  mobile: string,
): Promise<{ code: string } | { waitSeconds: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK}, hashtext(${mobile}))`);
    const [latest] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const sinceLast = latest
      ? now.getTime() - latest.createdAt.getTime()
      : Number.POSITIVE_INFINITY;
    if (sinceLast < CODE_RESEND_MS)
      return { waitSeconds: Math.ceil((CODE_RESEND_MS - sinceLast) / 1000) };
    // Anonymous callers add rows here: expired codes can never be used again, so they go first.
    await tx.delete(smsCodes).where(lt(smsCodes.expiresAt, now));
    // Retired codes are marked used: the sign-in only ever looks at unused ones.
    await tx
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx.insert(smsCodes).values({
      mobile,
      codeHash: hashCode(mobile, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { code };
  });
}

/**
 * Checks a typed code against the number's live code. Every change is one conditional UPDATE, so
 * parallel guesses are counted one by one: the fifth wrong one kills the code, any later one finds
 * nothing to count, and a right code is accepted at most once and only while tries are left.
 */
async function checkCode(
  ctx: ServerContext,
  mobile: string,
  typed: string,
): Promise<"accepted" | "invalid" | "tooManyTries"> {
  const now = ctx.now();
  const [live] = await ctx.db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!live) return "invalid";
  const stillLive = and(
    eq(smsCodes.id, live.id),
    isNull(smsCodes.usedAt),
    lt(smsCodes.attempts, CODE_MAX_TRIES),
  );
  if (live.codeHash === hashCode(mobile, typed)) {
    const used = await ctx.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(stillLive, gt(smsCodes.expiresAt, now)))
      .returning({ id: smsCodes.id });
    return used.length > 0 ? "accepted" : "invalid";
  }
  const [counted] = await ctx.db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      usedAt: sql`CASE WHEN ${smsCodes.attempts} + 1 >= ${CODE_MAX_TRIES} THEN ${now.toISOString()}::timestamptz END`,
    })
    .where(stillLive)
    .returning({ attempts: smsCodes.attempts });
  return counted && counted.attempts >= CODE_MAX_TRIES ? "tooManyTries" : "invalid";
}
