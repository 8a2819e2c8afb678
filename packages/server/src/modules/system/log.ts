import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FieldOption, ModuleDeclaration, ModuleField } from "../framework/types.js";
import { operationLogs, signinLogs } from "../schema.js";
import { createdAtField, idField, text } from "./fields.js";

const usernameField = (column: AnyPgColumn): ModuleField => ({
  key: "username",
  column,
  type: "string",
  label: text("用户", "User", "使用者"),
  sortable: true,
  filter: "contains",
  writable: false,
});

/**
 * Every action an operation-log row may carry: the framework's writes (add, edit, del, status),
 * the personal centre's (profile, password, avatar) and the page's own (publish, restore; its
 * saves are add and edit). A test reads the server's writeOperationLog calls against this list.
 */
export const LOG_ACTIONS: FieldOption[] = [
  { value: "add", label: text("新增", "Add", "新增") },
  { value: "edit", label: text("修改", "Edit", "修改") },
  { value: "del", label: text("删除", "Delete", "刪除") },
  { value: "status", label: text("修改状态", "Status change", "修改狀態") },
  { value: "profile", label: text("修改个人信息", "Profile update", "修改個人資訊") },
  { value: "password", label: text("修改密码", "Password change", "修改密碼") },
  { value: "avatar", label: text("更换头像", "Avatar change", "更換頭像") },
  { value: "publish", label: text("发布", "Publish", "發佈") },
  { value: "restore", label: text("恢复", "Restore", "還原") },
  // A published page's public address or home mark (pages/address-routes.ts).
  { value: "address", label: text("修改访问地址", "Address change", "修改訪問地址") },
  // The device fleet (devices/routes.ts, devices/import-routes.ts, sos/routes.ts).
  { value: "assign", label: text("分配", "Assign", "分配") },
  { value: "sell", label: text("销售", "Sell", "銷售") },
  { value: "import", label: text("导入", "Import", "匯入") },
  { value: "acknowledge", label: text("确认告警", "Acknowledge", "確認告警") },
  { value: "resolve", label: text("处理告警", "Resolve", "處理告警") },
  // Orders (orders/admin-routes.ts).
  { value: "ship", label: text("发货", "Ship", "出貨") },
  { value: "cancel", label: text("取消订单", "Cancel order", "取消訂單") },
  { value: "refund", label: text("退款", "Refund", "退款") },
  { value: "remark", label: text("订单备注", "Order remark", "訂單備註") },
  // After-sale answers (orders/after-sale-routes.ts).
  { value: "afterSale", label: text("售后处理", "After-sale answer", "售後處理") },
];

/** An area that writes the operation log without being a module (the site settings). */
export interface LoggedArea {
  name: string;
  title: ModuleDeclaration["title"];
}

/**
 * Operation log: every change made through a module, read-only. `logged` are the modules whose
 * changes it records, `areas` the other writers: the module filter offers them by their titles,
 * in the reader's language.
 */
export const operationLogModule = (
  logged: ModuleDeclaration[],
  areas: readonly LoggedArea[] = [],
): ModuleDeclaration => ({
  name: "log",
  permission: "log",
  title: text("操作日志", "Operation log", "操作日誌"),
  table: operationLogs,
  id: operationLogs.id,
  actions: ["index", "export"],
  defaultOrder: { key: "createdAt", direction: "desc" },
  fields: [
    idField(operationLogs.id),
    usernameField(operationLogs.username),
    {
      key: "userId",
      column: operationLogs.userId,
      type: "integer",
      label: text("用户编号", "User ID", "使用者編號"),
      filter: "exact",
      writable: false,
    },
    {
      key: "module",
      column: operationLogs.module,
      type: "string",
      label: text("模块", "Module", "模組"),
      sortable: true,
      filter: "exact",
      writable: false,
      options: [...logged, ...areas].map((area) => ({ value: area.name, label: area.title })),
    },
    {
      key: "action",
      column: operationLogs.action,
      type: "string",
      label: text("操作", "Action", "操作"),
      sortable: true,
      filter: "oneOf",
      writable: false,
      options: LOG_ACTIONS,
    },
    {
      key: "ids",
      column: operationLogs.ids,
      type: "string",
      label: text("记录编号", "Record IDs", "記錄編號"),
      writable: false,
    },
    {
      key: "ip",
      column: operationLogs.ip,
      type: "string",
      label: text("IP 地址", "IP address", "IP 位址"),
      filter: "contains",
      writable: false,
    },
    {
      key: "summary",
      column: operationLogs.summary,
      type: "string",
      label: text("变更内容", "Changes", "變更內容"),
      writable: false,
    },
    { ...createdAtField(operationLogs.createdAt), label: text("时间", "Time", "時間") },
  ],
});

/** Sign-in log: every attempt with any of the three sign-in methods, read-only; `log:*` grants it. */
export const loginLogModule: ModuleDeclaration = {
  name: "loginLog",
  permission: "log",
  title: text("登录日志", "Sign-in log", "登入日誌"),
  table: signinLogs,
  id: signinLogs.id,
  actions: ["index", "export"],
  defaultOrder: { key: "createdAt", direction: "desc" },
  fields: [
    idField(signinLogs.id),
    usernameField(signinLogs.username),
    {
      key: "method",
      column: signinLogs.method,
      type: "string",
      label: text("方式", "Method", "方式"),
      filter: "exact",
      writable: false,
      options: [
        { value: "password", label: text("账号密码", "Password", "帳號密碼") },
        { value: "mobile", label: text("手机验证码", "Mobile code", "手機驗證碼") },
        { value: "qr", label: text("扫码", "QR scan", "掃碼") },
      ],
    },
    {
      key: "success",
      column: signinLogs.success,
      type: "boolean",
      label: text("结果", "Result", "結果"),
      filter: "exact",
      writable: false,
      options: [
        { value: true, label: text("成功", "Succeeded", "成功") },
        { value: false, label: text("失败", "Failed", "失敗") },
      ],
    },
    {
      key: "ip",
      column: signinLogs.ip,
      type: "string",
      label: text("IP 地址", "IP address", "IP 位址"),
      filter: "contains",
      writable: false,
    },
    {
      key: "userAgent",
      column: signinLogs.userAgent,
      type: "string",
      label: text("浏览器", "Browser", "瀏覽器"),
      writable: false,
    },
    {
      key: "message",
      column: signinLogs.message,
      type: "string",
      label: text("说明", "Message", "說明"),
      writable: false,
    },
    { ...createdAtField(signinLogs.createdAt), label: text("时间", "Time", "時間") },
  ],
};
