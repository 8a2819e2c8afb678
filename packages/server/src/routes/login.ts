import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { verifyPassword } from "../auth/password.js";
import type { ServerContext } from "../context.js";
import { users } from "../db/schema.js";
import { fail, ok } from "../http/envelope.js";
import { refuseDisabledSignIn } from "../settings/sign-in-methods.js";
import { beginAttempt, completeSignIn, refuseSignIn } from "./sign-in-outcome.js";

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
      const disabled = await refuseDisabledSignIn(ctx, request, "password");
      if (disabled) return disabled;
      const account = request.body.userName.trim().toLowerCase();
      const attempt = await beginAttempt(ctx, request, reply, account);
      if (!attempt) return reply;
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
          attempt,
          wrongCredentials: true,
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
          attempt,
          wrongCredentials: false,
        });
        return fail(message);
      }
      await attempt.succeeded();
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
      const attempt = await beginAttempt(ctx, request, reply, account);
      if (!attempt) return reply;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || !(await verifyPassword(request.body.password, user.passwordHash))) {
        await attempt.failed();
        return fail(request.t("verify.wrong"));
      }
      await attempt.succeeded();
      return ok({ verified: true });
    },
  );

  app.post("/api/login/logout", async (request) => {
    await ctx.sessions.revoke(request.auth!.sessionId);
    return ok(null);
  });
}
