import { eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password.js";
import type { Db } from "../../db/database.js";
import { roles, userRoles, users } from "../../db/schema.js";
import type { FieldError, ModuleDeclaration, ModuleField, Row } from "../framework/types.js";
import type { Translate } from "../messages.js";
import {
  createdAtField,
  descriptionField,
  EMAIL,
  idField,
  MOBILE,
  statusField,
  text,
} from "./fields.js";

/** Spec section 5: 6 to 55 characters, and 6 to 20 letters and numbers (so both hold). */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

export const passwordField: ModuleField = {
  key: "password",
  type: "string",
  label: text("密码", "Password", "密碼"),
  required: "create",
  secret: true,
  min: 6,
  max: 55,
  pattern: { regex: PASSWORD_RULE, message: "field.passwordRule" },
};

export const confirmPasswordField: ModuleField = {
  key: "confirmPassword",
  type: "string",
  label: text("确认密码", "Confirm password", "確認密碼"),
  required: "create",
  secret: true,
  logged: false,
  max: 55,
};

export const mobileField: ModuleField = {
  key: "mobile",
  column: users.mobile,
  type: "string",
  label: text("手机号", "Mobile", "手機號碼"),
  required: true,
  filter: "contains",
  pattern: { regex: MOBILE, message: "field.mobile" },
};

export const emailField: ModuleField = {
  key: "email",
  column: users.email,
  type: "string",
  label: text("邮箱", "E-mail", "電子郵件"),
  required: true,
  max: 100,
  filter: "contains",
  pattern: { regex: EMAIL, message: "field.email" },
};

const roleIdsLabel = text("角色", "Role", "角色");

/** The confirmation must repeat the password (创建 and 修改 alike). */
export function passwordMismatch(input: Row, t: Translate): FieldError[] {
  if (input.password === undefined) return [];
  if (input.confirmPassword === input.password) return [];
  return [{ field: "confirmPassword", message: t("field.passwordMismatch") }];
}

function selfIn(ids: number[], userId: number | undefined, t: Translate) {
  return userId !== undefined && ids.includes(userId) ? t("record.self") : undefined;
}

async function rolesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Array<{ id: number; name: string }>>();
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.sort, roles.id);
  const map = new Map<number, Array<{ id: number; name: string }>>();
  for (const r of rows)
    map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

/** Back-office users (spec sections 3 and 5); the password hash is declared hidden and never read. */
export const userModule: ModuleDeclaration = {
  name: "user",
  permission: "user",
  title: text("用户管理", "Users", "使用者管理"),
  table: users,
  id: users.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "username",
  fields: [
    idField(users.id),
    {
      key: "photo",
      column: users.photo,
      type: "string",
      label: text("头像", "Avatar", "頭像"),
      max: 500,
      pattern: { regex: /^(https?:\/\/\S+|\/\S*)$/, message: "field.url" },
    },
    {
      key: "username",
      column: users.username,
      type: "string",
      label: text("用户名", "Username", "使用者名稱"),
      required: true,
      min: 5,
      max: 25,
      // Sign-in matches names case-insensitively, so "Admin" and "admin" must not both exist.
      unique: "ignoreCase",
      sortable: true,
      filter: "contains",
    },
    mobileField,
    emailField,
    passwordField,
    confirmPasswordField,
    descriptionField(users.description, true),
    { ...statusField(users.status), required: true },
    {
      key: "roleIds",
      type: "integerList",
      label: roleIdsLabel,
      required: true,
      filter: "oneOf",
      list: false,
      filterSql: (values) =>
        sql`${users.id} IN (SELECT ${userRoles.userId} FROM ${userRoles} WHERE ${inArray(userRoles.roleId, values as number[])})`,
    },
    {
      key: "roleNames",
      type: "string",
      label: text("角色", "Roles", "角色"),
      writable: false,
      list: true,
      export: true,
    },
    {
      key: "loginIp",
      column: users.loginIp,
      type: "string",
      label: text("登录 IP", "Login IP", "登入 IP"),
      filter: "contains",
      writable: false,
    },
    {
      key: "loginTime",
      column: users.loginTime,
      type: "datetime",
      label: text("登录时间", "Login time", "登入時間"),
      sortable: true,
      filter: "range",
      writable: false,
    },
    {
      key: "errorCount",
      column: users.errorCount,
      type: "integer",
      label: text("错误次数", "Error count", "錯誤次數"),
      sortable: true,
      writable: false,
    },
    createdAtField(users.createdAt),
    {
      key: "passwordHash",
      column: users.passwordHash,
      type: "string",
      label: text("密码", "Password", "密碼"),
      hidden: true,
      writable: false,
    },
  ],
  hooks: {
    async validate(save) {
      const errors = passwordMismatch(save.input, save.t);
      const ids = save.input.roleIds as number[] | undefined;
      if (ids && ids.length > 0) {
        const found = await save.ctx.db
          .select({ id: roles.id })
          .from(roles)
          .where(inArray(roles.id, ids));
        if (found.length !== ids.length)
          errors.push({
            field: "roleIds",
            message: save.t("field.notExist", { field: roleIdsLabel[save.request.locale] }),
          });
      }
      const self = save.request.auth?.access.userId;
      if (save.existing?.id === self && save.input.status === 0)
        errors.push({ field: "status", message: save.t("record.self") });
      return errors;
    },
    async prepare(save, values) {
      const out: Row = { ...values, updatedAt: save.ctx.now() };
      if (typeof save.input.password === "string")
        out.passwordHash = await hashPassword(save.input.password);
      return out;
    },
    async afterSave(tx, id, save) {
      const ids = save.input.roleIds as number[] | undefined;
      if (ids === undefined) return;
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      if (ids.length > 0)
        await tx.insert(userRoles).values(ids.map((roleId) => ({ userId: id, roleId })));
    },
    async decorate(db, rows) {
      const map = await rolesOf(
        db,
        rows.map((r) => r.id as number),
      );
      return rows.map((r) => {
        const held = map.get(r.id as number) ?? [];
        return {
          ...r,
          roleIds: held.map((h) => h.id),
          roleNames: held.map((h) => h.name).join(","),
        };
      });
    },
    beforeDelete: async (_db, ids, request, t) => selfIn(ids, request.auth?.access.userId, t),
    beforeStatus: async (_db, ids, status, request, t) =>
      status === 0 ? selfIn(ids, request.auth?.access.userId, t) : undefined,
    async afterChange(ctx, ids, changed, request) {
      // A disabled account, or one whose password an administrator reset, is signed out everywhere;
      // except that an administrator changing their own password keeps the session they did it
      // from, as the personal centre's updatePwdInfo does.
      if (changed.status === 0 || typeof changed.password === "string") {
        const self = request.auth?.access.userId;
        for (const id of ids)
          await ctx.sessions.revokeAllForUser(
            id,
            id === self ? request.auth?.sessionId : undefined,
          );
      }
    },
  },
};
