import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { LimitedAttempt } from "../auth/login-throttle.js";
import type { ServerContext } from "../context.js";
import { users } from "../db/schema.js";
import { sendStatus } from "../http/envelope.js";
import { recordSignIn, type SignInAttempt } from "../modules/signin-log.js";

type Method = SignInAttempt["method"];

/**
 * The one place a sign-in by any method (password, mobile code, QR) is completed: the user list's
 * last sign-in address and time, the error count reset, a new session, and the sign-in log row.
 * Answers the new session's token.
 */
export async function completeSignIn(
  ctx: ServerContext,
  request: FastifyRequest,
  user: { id: number; username: string },
  method: Method,
): Promise<string> {
  const now = ctx.now();
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
    method,
    success: true,
  });
  return token;
}

/**
 * Books a refused sign-in. Wrong credentials (`wrongCredentials`) keep the attempt's slots in the
 * sign-in limits and count on the user's error count; other refusals (a disabled account) give the
 * slots back and are only logged.
 */
export async function refuseSignIn(
  ctx: ServerContext,
  request: FastifyRequest,
  refusal: {
    /** The account the name or number matched, if any. */
    user: { id: number; username: string } | undefined;
    /** What was typed, logged when it matched nobody. */
    typedName: string;
    method: Method;
    message: string;
    attempt: LimitedAttempt | undefined;
    wrongCredentials: boolean;
  },
): Promise<void> {
  if (!refusal.wrongCredentials) await refusal.attempt?.withdrawn();
  else {
    await refusal.attempt?.failed();
    if (refusal.user)
      await ctx.db
        .update(users)
        .set({ errorCount: sql`${users.errorCount} + 1` })
        .where(eq(users.id, refusal.user.id));
  }
  await recordSignIn(ctx.db, request, ctx.now(), {
    userId: refusal.user?.id,
    username: refusal.user?.username ?? refusal.typedName,
    method: refusal.method,
    success: false,
    message: refusal.message,
  });
}

/**
 * Takes a sign-in attempt's slots in the limits, or answers 429 with Retry-After and gives null when
 * the pair, the account or the address has used them up. (Not the reply: a reply is thenable, so an
 * async function answering it would resolve only once the answer is sent, to undefined.)
 */
export async function beginAttempt(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
): Promise<LimitedAttempt | null> {
  const started = await ctx.throttle.begin(account, request.ip);
  if ("attempt" in started) return started.attempt;
  sendTooMany(request, reply, "login.tooMany", started.retryAfterMs);
  return null;
}

/** Answers 429 with Retry-After and a message that says how many minutes to wait. */
export function sendTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  message: "login.tooMany" | "qr.tooMany" | "sms.tooManyFromAddress",
  waitMs: number,
) {
  reply.header("retry-after", String(Math.ceil(waitMs / 1000)));
  return sendStatus(reply, 429, request.t(message, { minutes: Math.ceil(waitMs / 60_000) }));
}
