import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { verifyPassword } from "../auth/password.js";
import type { ServerContext } from "../context.js";
import { users } from "../db/schema.js";
import { fail, ok, sendStatus } from "../http/envelope.js";
import { completeSignIn, refuseSignIn } from "./sign-in-outcome.js";

// Verifying against this when the user does not exist keeps the answer time the same either way.
const DUMMY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

const loginBody = {
  type: "object",
  required: ["userName", "password"],
  properties: {
    userName: { type: "string", minLength: 1, maxLength: 64 },
    password: { type: "string", minLength: 1, maxLength: 256 },
    code: { type: "string", maxLength: 16 },
  },
} as const;

export async function loginRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: { userName: string; password: string } }>(
    "/api/login/doLogin",
    { schema: { body: loginBody }, config: { public: true } },
    async (request, reply) => {
      const account = request.body.userName.trim().toLowerCase();
      const ip = request.ip;
      const wait = await ctx.throttle.retryAfterMs(account, ip);
      if (wait > 0) {
        reply.header("retry-after", String(Math.ceil(wait / 1000)));
        return sendStatus(
          reply,
          429,
          request.t("login.tooMany", { minutes: Math.ceil(wait / 60_000) }),
        );
      }
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, account))
        .limit(1);
      const valid = await verifyPassword(request.body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) {
        const message = request.t("login.failed");
        await refuseSignIn(ctx, request, {
          user,
          typedName: request.body.userName,
          method: "password",
          message,
          throttleAccount: account,
        });
        return fail(message);
      }
      if (user.status !== 1) {
        const message = request.t("login.disabled");
        await refuseSignIn(ctx, request, {
          user,
          typedName: request.body.userName,
          method: "password",
          message,
        });
        return fail(message);
      }
      await ctx.throttle.clearAccount(account);
      const token = await completeSignIn(ctx, request, user, "password");
      return ok({ token });
    },
  );

  // The lock screen asks for the real password; wrong tries count towards the same sign-in limit.
  app.post<{ Body: { password: string } }>(
    "/api/login/verify",
    {
      schema: {
        body: {
          type: "object",
          required: ["password"],
          properties: { password: { type: "string", minLength: 1, maxLength: 256 } },
        },
      },
    },
    async (request, reply) => {
      const { userId, username } = request.auth!.access;
      const account = username.toLowerCase();
      const wait = await ctx.throttle.retryAfterMs(account, request.ip);
      if (wait > 0) {
        reply.header("retry-after", String(Math.ceil(wait / 1000)));
        return sendStatus(
          reply,
          429,
          request.t("login.tooMany", { minutes: Math.ceil(wait / 60_000) }),
        );
      }
      const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || !(await verifyPassword(request.body.password, user.passwordHash))) {
        await ctx.throttle.recordFailure(account, request.ip);
        return fail(request.t("verify.wrong"));
      }
      await ctx.throttle.clearAccount(account);
      return ok({ verified: true });
    },
  );

  app.post("/api/login/logout", async (request) => {
    await ctx.sessions.revoke(request.auth!.sessionId);
    return ok(null);
  });
}
