import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/** Texts a shopper reads when submitting a form, in the three interface languages. */
const zhCn = {
  "form.notFound": "表单不存在或页面尚未发布",
  "form.untitled": "第 {number} 题",
  "form.required": "请填写“{title}”",
  "form.notAnOption": "“{title}”的选项“{value}”不在可选范围内",
  "form.oneValue": "“{title}”只能填写一个答案",
  "form.tooLong": "“{title}”最多 {max} 个字符",
  "form.badValue": "“{title}”的答案格式不正确",
  "form.unknownQuestion": "表单已更新，请刷新页面后重新填写",
  "form.tooManyFields": "提交的字段过多，最多 {max} 个",
  "form.badBody": "提交的数据格式不正确",
  "form.rateLimited": "提交过于频繁，每分钟最多提交 {max} 次，请稍后再试",
  "form.tooLarge": "提交的内容过大，最多 {kb} KB",
  "form.thanksTitle": "提交成功",
  "form.thanks": "感谢您的填写，我们已收到您的回答。",
  "form.refusedTitle": "提交未成功",
  "form.back": "返回页面",
} as const;

export type FormMessageKey = keyof typeof zhCn;

const en: Record<FormMessageKey, string> = {
  "form.notFound": "This form does not exist or its page is not published",
  "form.untitled": "Question {number}",
  "form.required": "Please answer “{title}”",
  "form.notAnOption": "“{value}” is not one of the choices of “{title}”",
  "form.oneValue": "“{title}” takes one answer only",
  "form.tooLong": "“{title}” allows at most {max} characters",
  "form.badValue": "The answer to “{title}” is not in a readable form",
  "form.unknownQuestion": "This form has changed; reload the page and fill it in again",
  "form.tooManyFields": "Too many fields were sent (at most {max})",
  "form.badBody": "The submitted data cannot be read",
  "form.rateLimited": "Too many submissions: at most {max} a minute. Please try again shortly",
  "form.tooLarge": "The submission is too large (at most {kb} KB)",
  "form.thanksTitle": "Thank you",
  "form.thanks": "Thank you for filling in the form. Your answers have been received.",
  "form.refusedTitle": "Not sent",
  "form.back": "Back to the page",
};

const zhTw: Record<FormMessageKey, string> = {
  "form.notFound": "表單不存在或頁面尚未發佈",
  "form.untitled": "第 {number} 題",
  "form.required": "請填寫「{title}」",
  "form.notAnOption": "「{title}」的選項「{value}」不在可選範圍內",
  "form.oneValue": "「{title}」只能填寫一個答案",
  "form.tooLong": "「{title}」最多 {max} 個字元",
  "form.badValue": "「{title}」的答案格式不正確",
  "form.unknownQuestion": "表單已更新，請重新整理頁面後再填寫",
  "form.tooManyFields": "提交的欄位過多，最多 {max} 個",
  "form.badBody": "提交的資料格式不正確",
  "form.rateLimited": "提交過於頻繁，每分鐘最多提交 {max} 次，請稍後再試",
  "form.tooLarge": "提交的內容過大，最多 {kb} KB",
  "form.thanksTitle": "提交成功",
  "form.thanks": "感謝您的填寫，我們已收到您的回答。",
  "form.refusedTitle": "提交未成功",
  "form.back": "返回頁面",
};

const formMessages: Record<Locale, Record<FormMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type FormTranslate = Translate<FormMessageKey>;

export function formTranslator(locale: Locale): FormTranslate {
  return translatorFor(formMessages, locale);
}
