import { and, asc, eq, ilike } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hashPassword, verifyPassword } from "../auth/password.js";
import type { ServerContext } from "../context.js";
import { roles, userRoles, users } from "../db/schema.js";
import { fail, ok } from "../http/envelope.js";
import { beginAttempt } from "../routes/sign-in-outcome.js";
import { isStorageKey } from "../upload/storage/types.js";
import {
  describeOperation,
  summarizeChange,
  writeOperationLog,
} from "./framework/operation-log.js";
import { translatorFor } from "./framework/permission.js";
import type { ModuleDeclaration } from "./framework/types.js";
import { checkFields } from "./framework/validate.js";
import { descriptionField, text } from "./system/fields.js";
import {
  confirmPasswordField,
  emailField,
  mobileField,
  passwordField,
  passwordMismatch,
} from "./system/user.js";

const AVATAR_LABEL = text("头像", "Avatar", "頭像");

/** The signed-in user as their own log entries name them. */
const ownName = (request: FastifyRequest) =>
  `${request.auth!.access.username} (#${request.auth!.access.userId})`;

/** The fields a user may change about themselves: not their name, status or roles. */
const ownInfo: ModuleDeclaration = {
  name: "personal",
  permission: "personal",
  title: text("个人中心", "Personal centre", "個人中心"),
  table: users,
  id: users.id,
  actions: [],
  defaultOrder: { key: "id", direction: "asc" },
  fields: [mobileField, emailField, { ...descriptionField(users.description), max: 500 }],
};

const ownPassword: ModuleDeclaration = {
  ...ownInfo,
  fields: [
    { ...passwordField, required: true },
    { ...confirmPasswordField, required: true },
  ],
};

/**
 * An avatar is an image of our own media library, by the address the library gave it
 * (`/uploads/image/...`): an outside or protocol-relative (`//host/x`) address would make every
 * screen showing the avatar fetch from a stranger's server, telling it who looks and when.
 */
function isOwnImageUrl(photo: string): boolean {
  const prefix = "/uploads/";
  return (
    photo.startsWith(prefix) &&
    photo.startsWith("image/", prefix.length) &&
    isStorageKey(photo.slice(prefix.length))
  );
}

const stringProps = (...keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, { type: "string", maxLength: 2000 }]));

/** Personal centre: every signed-in user may change their own info, password and avatar. */
export async function personalRoutes(app: FastifyInstance, ctx: ServerContext) {
  // What the personal centre's form starts from: the fields a user may change, and who they are.
  app.get("/api/user/getPersonalInfo", async (request) => {
    const [row] = await ctx.db
      .select({
        username: users.username,
        mobile: users.mobile,
        email: users.email,
        description: users.description,
        photo: users.photo,
      })
      .from(users)
      .where(eq(users.id, request.auth!.access.userId))
      .limit(1);
    return ok(row ?? null);
  });

  app.post<{ Body: Record<string, unknown> }>(
    "/api/user/updateUserInfo",
    {
      schema: {
        body: { type: "object", properties: stringProps("mobile", "email", "description") },
      },
    },
    async (request) => {
      const t = translatorFor(request);
      const { input, errors } = checkFields(ownInfo, request.body ?? {}, false, request.locale, t);
      if (errors.length > 0) return fail(errors[0]!.message, { errors });
      const userId = request.auth!.access.userId;
      await ctx.db
        .update(users)
        .set({ ...input, updatedAt: ctx.now() })
        .where(eq(users.id, userId));
      await writeOperationLog(ctx.db, request, ctx.now(), {
        module: "user",
        action: "profile",
        ids: [userId],
        summary: describeOperation(
          request.locale,
          "edited",
          [ownName(request)],
          summarizeChange(ownInfo, undefined, input, request.locale),
        ),
      });
      return ok(null);
    },
  );

  app.post<{ Body: { oldPassword?: string } & Record<string, unknown> }>(
    "/api/user/updatePwdInfo",
    {
      schema: {
        body: {
          type: "object",
          required: ["oldPassword"],
          properties: stringProps("oldPassword", "password", "confirmPassword"),
        },
      },
    },
    async (request, reply) => {
      const t = translatorFor(request);
      const { userId, username } = request.auth!.access;
      // The old password is a password guess like the lock screen's: it takes a slot of the same
      // sign-in limits (per account and address, in the database) before any hash is computed, so
      // parallel guesses cannot all be checked; the sixth wrong one in the window gets 429.
      const attempt = await beginAttempt(ctx, request, reply, username.toLowerCase());
      if (!attempt) return reply;
      const [user] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user || !(await verifyPassword(request.body.oldPassword ?? "", user.passwordHash))) {
        await attempt.failed();
        const message = t("personal.oldWrong");
        return fail(message, { errors: [{ field: "oldPassword", message }] });
      }
      await attempt.succeeded();
      const { input, errors } = checkFields(ownPassword, request.body, true, request.locale, t);
      errors.push(...(errors.length === 0 ? passwordMismatch(input, t) : []));
      if (errors.length > 0) return fail(errors[0]!.message, { errors });
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password as string), updatedAt: ctx.now() })
        .where(eq(users.id, userId));
      // Whoever may have known the old password is signed out; this session stays.
      await ctx.sessions.revokeAllForUser(userId, request.auth!.sessionId);
      await writeOperationLog(ctx.db, request, ctx.now(), {
        module: "user",
        action: "password",
        ids: [userId],
        summary: describeOperation(
          request.locale,
          "edited",
          [ownName(request)],
          summarizeChange(ownPassword, undefined, { password: "" }, request.locale),
        ),
      });
      return ok(null);
    },
  );

  // The cropper's image is uploaded through the media library first; this stores its address.
  app.post<{ Body: { photo: string } }>(
    "/api/user/updateUserAvatar",
    {
      schema: {
        body: {
          type: "object",
          required: ["photo"],
          properties: { photo: { type: "string", maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const t = translatorFor(request);
      const photo = request.body.photo.trim();
      if (!isOwnImageUrl(photo)) {
        const message = t("personal.avatar");
        return fail(message, { errors: [{ field: "photo", message }] });
      }
      const userId = request.auth!.access.userId;
      await ctx.db.update(users).set({ photo, updatedAt: ctx.now() }).where(eq(users.id, userId));
      await writeOperationLog(ctx.db, request, ctx.now(), {
        module: "user",
        action: "avatar",
        ids: [userId],
        summary: describeOperation(
          request.locale,
          "edited",
          [ownName(request)],
          `${AVATAR_LABEL[request.locale]} ${JSON.stringify(photo)}`,
        ),
      });
      return ok({ photo });
    },
  );

  /** Active users holding a role, for the selects of device screens (after-sale staff, agents). */
  const staffList =
    (sign: string) => async (request: { body: { keyword?: string } | undefined }) => {
      const keyword = request.body?.keyword?.trim();
      const conditions = [eq(roles.sign, sign), eq(users.status, 1), eq(roles.status, 1)];
      if (keyword)
        conditions.push(ilike(users.username, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      const rows = await ctx.db
        .selectDistinct({
          id: users.id,
          username: users.username,
          mobile: users.mobile,
          email: users.email,
        })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(...conditions))
        .orderBy(asc(users.id))
        .limit(500);
      return ok(rows);
    };
  const staffSchema = {
    schema: {
      body: {
        type: "object",
        properties: { keyword: { type: "string", maxLength: 50, pattern: "^[^\\u0000]*$" } },
      },
    },
  };
  app.post<{ Body: { keyword?: string } }>(
    "/api/user/getAfterSaleList",
    staffSchema,
    staffList("aftersale"),
  );
  app.post<{ Body: { keyword?: string } }>(
    "/api/user/getAgentList",
    staffSchema,
    staffList("agent"),
  );
}
