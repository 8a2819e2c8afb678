import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/** Texts of the feedback area (the app's submit call and the back office's), three languages. */
const zhCn = {
  "feedback.contentRequired": "请填写反馈内容",
  "feedback.contentTooLong": "反馈内容最多 {max} 个字符",
  "feedback.tooManyImages": "最多上传 {max} 张图片",
  "feedback.badImage": "图片地址不正确",
  "feedback.imageNotYours": "图片须先通过 APP 上传",
  "feedback.fieldTooLong": "{field}最多 {max} 个字符",
  "feedback.notFound": "反馈不存在",
  "feedback.badStatus": "状态只能是待处理、处理中或已解决",
  "feedback.badTransition": "反馈不能从“{from}”改为“{to}”",
  "feedback.replyRequired": "请填写回复内容",
  "feedback.replyTooLong": "回复最多 {max} 个字符",
  "feedback.badAssignee": "只能指派给售后人员",
  "feedback.tooMany": "提交过于频繁，每小时最多提交 {max} 条反馈",
  "feedback.status.new": "待处理",
  "feedback.status.processing": "处理中",
  "feedback.status.resolved": "已解决",
  "feedback.field.contact": "联系方式",
  "feedback.field.appVersion": "APP 版本",
  "feedback.field.deviceSerial": "设备编号",
} as const;

export type FeedbackMessageKey = keyof typeof zhCn;

const en: Record<FeedbackMessageKey, string> = {
  "feedback.contentRequired": "Please describe your feedback",
  "feedback.contentTooLong": "Feedback allows at most {max} characters",
  "feedback.tooManyImages": "At most {max} images",
  "feedback.badImage": "An image address is invalid",
  "feedback.imageNotYours": "Images must be uploaded from the app first",
  "feedback.fieldTooLong": "{field} allows at most {max} characters",
  "feedback.notFound": "Feedback not found",
  "feedback.badStatus": "Status must be new, processing or resolved",
  "feedback.badTransition": "Feedback cannot go from “{from}” to “{to}”",
  "feedback.replyRequired": "Please enter a reply",
  "feedback.replyTooLong": "The reply allows at most {max} characters",
  "feedback.badAssignee": "Feedback can only be assigned to after-sale staff",
  "feedback.tooMany": "Too many submissions: at most {max} an hour",
  "feedback.status.new": "New",
  "feedback.status.processing": "Processing",
  "feedback.status.resolved": "Resolved",
  "feedback.field.contact": "Contact",
  "feedback.field.appVersion": "App version",
  "feedback.field.deviceSerial": "Device serial",
};

const zhTw: Record<FeedbackMessageKey, string> = {
  "feedback.contentRequired": "請填寫回饋內容",
  "feedback.contentTooLong": "回饋內容最多 {max} 個字元",
  "feedback.tooManyImages": "最多上傳 {max} 張圖片",
  "feedback.badImage": "圖片地址不正確",
  "feedback.imageNotYours": "圖片須先透過 APP 上傳",
  "feedback.fieldTooLong": "{field}最多 {max} 個字元",
  "feedback.notFound": "回饋不存在",
  "feedback.badStatus": "狀態只能是待處理、處理中或已解決",
  "feedback.badTransition": "回饋不能從「{from}」改為「{to}」",
  "feedback.replyRequired": "請填寫回覆內容",
  "feedback.replyTooLong": "回覆最多 {max} 個字元",
  "feedback.badAssignee": "只能指派給售後人員",
  "feedback.tooMany": "提交過於頻繁，每小時最多提交 {max} 則回饋",
  "feedback.status.new": "待處理",
  "feedback.status.processing": "處理中",
  "feedback.status.resolved": "已解決",
  "feedback.field.contact": "聯絡方式",
  "feedback.field.appVersion": "APP 版本",
  "feedback.field.deviceSerial": "裝置編號",
};

export const feedbackMessages: Record<Locale, Record<FeedbackMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type FeedbackTranslate = Translate<FeedbackMessageKey>;

export function feedbackTranslator(locale: Locale): FeedbackTranslate {
  return translatorFor(feedbackMessages, locale);
}
