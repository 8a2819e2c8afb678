import type { ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { formAnswers } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

/**
 * Form answers in the back office on the generic framework: list with filters (page, form,
 * component, time, words of the answers), export and delete (`formAnswer:*`). Answers are only ever
 * added by shoppers through the public form call (submit-routes.ts), so there is no add or edit.
 */
export const formAnswerModule: ModuleDeclaration = {
  name: "formAnswer",
  permission: "formAnswer",
  title: text("表单数据", "Form answers", "表單資料"),
  table: formAnswers,
  id: formAnswers.id,
  actions: ["index", "export", "del"],
  defaultOrder: { key: "createdAt", direction: "desc" },
  nameField: "formTitle",
  fields: [
    idField(formAnswers.id),
    readOnly({
      key: "pageId",
      column: formAnswers.pageId,
      type: "integer",
      label: text("页面", "Page", "頁面"),
      filter: "exact",
      sortable: true,
    }),
    readOnly({
      key: "pageName",
      column: formAnswers.pageName,
      type: "string",
      label: text("页面名称", "Page name", "頁面名稱"),
      filter: "contains",
    }),
    readOnly({
      key: "formTitle",
      column: formAnswers.formTitle,
      type: "string",
      label: text("表单标题", "Form title", "表單標題"),
      filter: "contains",
    }),
    readOnly({
      key: "componentId",
      column: formAnswers.componentId,
      type: "string",
      label: text("组件编号", "Component ID", "組件編號"),
      filter: "exact",
    }),
    readOnly({
      key: "summary",
      column: formAnswers.summary,
      type: "string",
      label: text("回答内容", "Answers", "回答內容"),
      filter: "contains",
    }),
    readOnly({
      key: "publishedVersion",
      column: formAnswers.publishedVersion,
      type: "integer",
      label: text("页面版本", "Page version", "頁面版本"),
    }),
    readOnly({
      key: "addressHash",
      column: formAnswers.addressHash,
      type: "string",
      label: text("访客标识", "Visitor key", "訪客標識"),
      filter: "exact",
    }),
    readOnly({
      key: "userAgent",
      column: formAnswers.userAgent,
      type: "string",
      label: text("浏览器", "Browser", "瀏覽器"),
    }),
    readOnly({
      key: "createdAt",
      column: formAnswers.createdAt,
      type: "datetime",
      label: text("提交时间", "Submitted", "提交時間"),
      sortable: true,
      filter: "range",
    }),
  ],
};
