import type { Locale } from "../i18n/messages.js";

/** Texts of the module framework and the system modules, in the three interface languages. */
const zhCn = {
  "list.badPage": "页码必须是正整数",
  "list.badLimit": "每页条数只能是 10、20、30、50、100 或 200",
  "list.badOrderField": "不能按 {field} 排序",
  "list.badOrderType": "排序方向只能是 asc 或 desc",
  "list.unknownFilter": "未知的筛选条件 {field}",
  "list.badFilter": "筛选条件 {field} 的值不合法",
  "list.badFormat": "导出格式只能是 xlsx 或 csv",
  "ids.bad": "id 必须是整数，多个用逗号分隔",
  "record.notFound": "记录不存在",
  "record.duplicate": "{field}已存在",
  "record.hasChildren": "请先删除下级",
  "record.badParent": "上级不能是自己或自己的下级",
  "record.self": "不能禁用或删除当前登录的账号",
  "record.protectedRole": "超级管理员角色不能删除或禁用",
  "status.bad": "状态只能是 1（启用）或 0（禁用）",
  "field.required": "请输入{field}",
  "field.length": "{field}长度为 {min} 到 {max} 个字符",
  "field.tooLong": "{field}最多 {max} 个字符",
  "field.integer": "{field}必须是整数",
  "field.between": "{field}必须在 {min} 到 {max} 之间",
  "field.boolean": "{field}只能是是或否",
  "field.oneOf": "{field}的取值不在允许范围内",
  "field.format": "{field}格式不正确",
  "field.notExist": "{field}不存在",
  "field.mobile": "请输入正确的手机号",
  "field.email": "请输入正确的邮箱",
  "field.url": "请输入正确的链接地址",
  "field.passwordRule": "密码必须是 6 到 20 位字母和数字",
  "field.passwordMismatch": "两次输入的密码不一致",
  "field.configValue": "配置值与类型 {type} 不符",
  "personal.oldWrong": "原密码错误",
  "personal.avatar": "头像必须是图片链接（http、https 或站内路径）",
} as const;

export type ModuleMessageKey = keyof typeof zhCn;

const en: Record<ModuleMessageKey, string> = {
  "list.badPage": "The page must be a positive integer",
  "list.badLimit": "Page size must be 10, 20, 30, 50, 100 or 200",
  "list.badOrderField": "Cannot sort by {field}",
  "list.badOrderType": "Sort direction must be asc or desc",
  "list.unknownFilter": "Unknown filter {field}",
  "list.badFilter": "The value of filter {field} is invalid",
  "list.badFormat": "Export format must be xlsx or csv",
  "ids.bad": "id must be integers separated by commas",
  "record.notFound": "Record not found",
  "record.duplicate": "{field} already exists",
  "record.hasChildren": "Delete the children first",
  "record.badParent": "The parent cannot be the item itself or one of its children",
  "record.self": "You cannot disable or delete the account you are signed in with",
  "record.protectedRole": "The administrator role cannot be deleted or disabled",
  "status.bad": "Status must be 1 (active) or 0 (disabled)",
  "field.required": "Please enter {field}",
  "field.length": "{field} must be {min} to {max} characters",
  "field.tooLong": "{field} allows at most {max} characters",
  "field.integer": "{field} must be an integer",
  "field.between": "{field} must be between {min} and {max}",
  "field.boolean": "{field} must be yes or no",
  "field.oneOf": "{field} has a value that is not allowed",
  "field.format": "{field} has an invalid format",
  "field.notExist": "{field} does not exist",
  "field.mobile": "Enter a valid mobile number",
  "field.email": "Enter a valid e-mail address",
  "field.url": "Enter a valid link address",
  "field.passwordRule": "The password must be 6 to 20 letters and numbers",
  "field.passwordMismatch": "Passwords do not match",
  "field.configValue": "The value does not match the type {type}",
  "personal.oldWrong": "The old password is incorrect",
  "personal.avatar": "The avatar must be an image link (http, https or a path on this site)",
};

const zhTw: Record<ModuleMessageKey, string> = {
  "list.badPage": "頁碼必須是正整數",
  "list.badLimit": "每頁筆數只能是 10、20、30、50、100 或 200",
  "list.badOrderField": "不能按 {field} 排序",
  "list.badOrderType": "排序方向只能是 asc 或 desc",
  "list.unknownFilter": "未知的篩選條件 {field}",
  "list.badFilter": "篩選條件 {field} 的值不合法",
  "list.badFormat": "匯出格式只能是 xlsx 或 csv",
  "ids.bad": "id 必須是整數，多個用逗號分隔",
  "record.notFound": "記錄不存在",
  "record.duplicate": "{field}已存在",
  "record.hasChildren": "請先刪除下級",
  "record.badParent": "上級不能是自己或自己的下級",
  "record.self": "不能停用或刪除目前登入的帳號",
  "record.protectedRole": "超級管理員角色不能刪除或停用",
  "status.bad": "狀態只能是 1（啟用）或 0（停用）",
  "field.required": "請輸入{field}",
  "field.length": "{field}長度為 {min} 到 {max} 個字元",
  "field.tooLong": "{field}最多 {max} 個字元",
  "field.integer": "{field}必須是整數",
  "field.between": "{field}必須在 {min} 到 {max} 之間",
  "field.boolean": "{field}只能是是或否",
  "field.oneOf": "{field}的取值不在允許範圍內",
  "field.format": "{field}格式不正確",
  "field.notExist": "{field}不存在",
  "field.mobile": "請輸入正確的手機號碼",
  "field.email": "請輸入正確的電子郵件",
  "field.url": "請輸入正確的連結位址",
  "field.passwordRule": "密碼必須是 6 到 20 位字母和數字",
  "field.passwordMismatch": "兩次輸入的密碼不一致",
  "field.configValue": "設定值與類型 {type} 不符",
  "personal.oldWrong": "原密碼錯誤",
  "personal.avatar": "頭像必須是圖片連結（http、https 或站內路徑）",
};

export const moduleMessages: Record<Locale, Record<ModuleMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type Translate = (key: ModuleMessageKey, params?: Record<string, string | number>) => string;

export function moduleTranslator(locale: Locale): Translate {
  return (key, params = {}) => {
    const template = moduleMessages[locale][key] ?? moduleMessages["zh-cn"][key];
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}
