import { eq, inArray } from "drizzle-orm";
import { appUsers } from "../app-users/schema.js";
import { users } from "../db/schema.js";
import type { ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { feedback } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

export const FEEDBACK_STATUS_OPTIONS = [
  { value: "new", label: text("待处理", "New", "待處理") },
  { value: "processing", label: text("处理中", "Processing", "處理中") },
  { value: "resolved", label: text("已解决", "Resolved", "已解決") },
];

/**
 * Feedback in the back office on the generic framework: list with filters (status, time, words of
 * the content or contact, sender, assignee), export and detail. Items are only ever added by app
 * users (app-routes.ts); reply, assignment and the status moves are calls of their own
 * (admin-routes.ts) because each has its own rule, so the module declares no generic writes.
 */
export const feedbackModule: ModuleDeclaration = {
  name: "feedback",
  permission: "feedback",
  title: text("意见反馈", "Feedback", "意見回饋"),
  table: feedback,
  id: feedback.id,
  actions: ["index", "export"],
  defaultOrder: { key: "createdAt", direction: "desc" },
  nameField: "id",
  fields: [
    idField(feedback.id),
    readOnly({
      key: "appUserId",
      column: feedback.appUserId,
      type: "integer",
      label: text("用户编号", "User ID", "使用者編號"),
      filter: "exact",
    }),
    readOnly({
      key: "appUserPhone",
      type: "string",
      label: text("用户手机号", "User mobile", "使用者手機號碼"),
      list: true,
      export: true,
    }),
    readOnly({
      key: "content",
      column: feedback.content,
      type: "string",
      label: text("反馈内容", "Content", "回饋內容"),
      filter: "contains",
    }),
    // Filled by decorate: the list draws the first ones as thumbnails (not exported: addresses).
    readOnly({
      key: "images",
      type: "string",
      label: text("图片", "Images", "圖片"),
      list: true,
    }),
    readOnly({
      key: "contact",
      column: feedback.contact,
      type: "string",
      label: text("联系方式", "Contact", "聯絡方式"),
      filter: "contains",
    }),
    readOnly({
      key: "appVersion",
      column: feedback.appVersion,
      type: "string",
      label: text("APP 版本", "App version", "APP 版本"),
      filter: "exact",
    }),
    readOnly({
      key: "deviceSerial",
      column: feedback.deviceSerial,
      type: "string",
      label: text("设备编号", "Device serial", "裝置編號"),
      filter: "contains",
    }),
    readOnly({
      key: "status",
      column: feedback.status,
      type: "string",
      label: text("状态", "Status", "狀態"),
      options: FEEDBACK_STATUS_OPTIONS,
      filter: "oneOf",
      sortable: true,
    }),
    readOnly({
      key: "reply",
      column: feedback.reply,
      type: "string",
      label: text("回复", "Reply", "回覆"),
    }),
    readOnly({
      key: "repliedAt",
      column: feedback.repliedAt,
      type: "datetime",
      label: text("回复时间", "Replied", "回覆時間"),
    }),
    readOnly({
      key: "assigneeId",
      column: feedback.assigneeId,
      type: "integer",
      label: text("处理人编号", "Assignee ID", "處理人編號"),
      filter: "exact",
      export: false,
    }),
    readOnly({
      key: "assigneeName",
      type: "string",
      label: text("处理人", "Assignee", "處理人"),
      list: true,
      export: true,
    }),
    readOnly({
      key: "createdAt",
      column: feedback.createdAt,
      type: "datetime",
      label: text("提交时间", "Submitted", "提交時間"),
      sortable: true,
      filter: "range",
    }),
    readOnly({
      key: "resolvedAt",
      column: feedback.resolvedAt,
      type: "datetime",
      label: text("解决时间", "Resolved", "解決時間"),
      sortable: true,
      filter: "range",
    }),
  ],
  hooks: {
    // Images (a list, kept out of the generic columns), the sender's phone and the assignee's name.
    async decorate(db, rows) {
      const ids = rows.map((r) => r.id as number);
      if (ids.length === 0) return rows;
      const extra = await db
        .select({
          id: feedback.id,
          images: feedback.images,
          phone: appUsers.phone,
          assignee: users.username,
        })
        .from(feedback)
        .leftJoin(appUsers, eq(appUsers.id, feedback.appUserId))
        .leftJoin(users, eq(users.id, feedback.assigneeId))
        .where(inArray(feedback.id, ids));
      const byId = new Map(extra.map((e) => [e.id, e]));
      return rows.map((row) => {
        const found = byId.get(row.id as number);
        return {
          ...row,
          images: found?.images ?? [],
          appUserPhone: found?.phone ?? "",
          assigneeName: found?.assignee ?? "",
        };
      });
    },
  },
};
