import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/**
 * Texts of the page module in the three interface languages. The page fields' own messages (name,
 * description and category required, name and description too long) are editor-core's, the same
 * words the editor shows beside the field (see input.ts).
 */
const zhCn = {
  "page.classificationUnknown": "所选页面分类不存在",
  "page.versionRequired": "保存已有页面时必须提供页面版本号",
  "page.stale": "页面已被他人修改，请刷新后再保存",
  "page.documentUnreadable": "页面数据无法读取：{detail}",
  "page.revisionBad": "版本记录编号必须是正整数",
  "page.revisionNotFound": "该版本记录不存在",
  "page.publishInvalid": "页面有 {count} 处错误，无法发布：{first}",
  "page.notPublished": "页面不存在或尚未发布",
  "page.badFormat": "format 只能是 json 或 html",
  "page.tooManyComponents": "页面最多 {limit} 个组件，当前有 {count} 个",
  "page.tooLarge": "页面数据过大（{size}），上限为 {limit}",
  "page.slugFormat": "页面地址只能由小写字母、数字和中间的连字符（-）组成，最多 {max} 个字符",
  "page.slugReserved": "“{slug}”是店铺保留的地址，请换一个",
  "page.slugTaken": "地址“{slug}”已被页面“{name}”使用",
  "page.homeBad": "home 只能是 true 或 false",
} as const;

export type PageMessageKey = keyof typeof zhCn;

const en: Record<PageMessageKey, string> = {
  "page.classificationUnknown": "The chosen page category does not exist",
  "page.versionRequired": "Saving an existing page needs its version",
  "page.stale": "This page was changed by someone else; reload it before saving",
  "page.documentUnreadable": "The page data cannot be read: {detail}",
  "page.revisionBad": "The revision must be a positive integer",
  "page.revisionNotFound": "This revision does not exist",
  "page.publishInvalid": "The page has {count} error(s) and cannot be published: {first}",
  "page.notPublished": "The page does not exist or is not published",
  "page.badFormat": "format must be json or html",
  "page.tooManyComponents": "A page holds at most {limit} components; this one has {count}",
  "page.tooLarge": "The page data is too large ({size}); the limit is {limit}",
  "page.slugFormat":
    "A page address holds only lowercase letters, digits and hyphens between them, at most {max} characters",
  "page.slugReserved": '"{slug}" is an address the shop keeps for itself; choose another',
  "page.slugTaken": 'The address "{slug}" is already used by the page "{name}"',
  "page.homeBad": "home must be true or false",
};

const zhTw: Record<PageMessageKey, string> = {
  "page.classificationUnknown": "所選頁面分類不存在",
  "page.versionRequired": "儲存既有頁面時必須提供頁面版本號",
  "page.stale": "頁面已被他人修改，請重新整理後再儲存",
  "page.documentUnreadable": "頁面資料無法讀取：{detail}",
  "page.revisionBad": "版本記錄編號必須是正整數",
  "page.revisionNotFound": "該版本記錄不存在",
  "page.publishInvalid": "頁面有 {count} 處錯誤，無法發佈：{first}",
  "page.notPublished": "頁面不存在或尚未發佈",
  "page.badFormat": "format 只能是 json 或 html",
  "page.tooManyComponents": "頁面最多 {limit} 個組件，目前有 {count} 個",
  "page.tooLarge": "頁面資料過大（{size}），上限為 {limit}",
  "page.slugFormat": "頁面網址只能由小寫字母、數字和中間的連字號（-）組成，最多 {max} 個字元",
  "page.slugReserved": "「{slug}」是店鋪保留的網址，請換一個",
  "page.slugTaken": "網址「{slug}」已被頁面「{name}」使用",
  "page.homeBad": "home 只能是 true 或 false",
};

export const pageMessages: Record<Locale, Record<PageMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type PageTranslate = Translate<PageMessageKey>;

export function pageTranslator(locale: Locale): PageTranslate {
  return translatorFor(pageMessages, locale);
}
