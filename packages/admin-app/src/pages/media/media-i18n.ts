import type { i18n as I18n } from "i18next";
import type { Language } from "../../i18n/languages";

/** Texts of the media library page, added to the app's catalogue when the page loads. */
const zhCn = {
  "mediaPage.title": "媒体库",
  "mediaPage.intro": "上传、分类和删除页面使用的图片和视频。",
  "mediaPage.open": "打开媒体库",
  "mediaPage.chosen": "已选择",
  "mediaPage.none": "尚未选择",
  "mediaPage.recent": "最近上传",
  "mediaPage.total": "媒体库共 {{count}} 个文件，以下是最近上传的：",
  "mediaPage.empty": "媒体库还没有文件：打开媒体库上传图片或视频。",
  "mediaPage.loadFailed": "媒体库加载失败",
};

/** Every language has exactly zh-cn's keys: the compiler refuses a missing or an extra one. */
type MediaPageTexts = Record<keyof typeof zhCn, string>;

const en: MediaPageTexts = {
  "mediaPage.title": "Media library",
  "mediaPage.intro": "Upload, categorise and delete the images and videos your pages use.",
  "mediaPage.open": "Open the media library",
  "mediaPage.chosen": "Chosen",
  "mediaPage.none": "Nothing chosen yet",
  "mediaPage.recent": "Latest uploads",
  "mediaPage.total": "The library holds {{count}} files; the latest uploads:",
  "mediaPage.empty": "The library is empty: open it to upload images or videos.",
  "mediaPage.loadFailed": "The media library could not be loaded",
};

const zhTw: MediaPageTexts = {
  "mediaPage.title": "媒體庫",
  "mediaPage.intro": "上傳、分類和刪除頁面使用的圖片和影片。",
  "mediaPage.open": "開啟媒體庫",
  "mediaPage.chosen": "已選擇",
  "mediaPage.none": "尚未選擇",
  "mediaPage.recent": "最近上傳",
  "mediaPage.total": "媒體庫共 {{count}} 個檔案，以下是最近上傳的：",
  "mediaPage.empty": "媒體庫還沒有檔案：開啟媒體庫上傳圖片或影片。",
  "mediaPage.loadFailed": "媒體庫載入失敗",
};

export const mediaPageResources: Record<Language, MediaPageTexts> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export function registerMediaPageTexts(i18n: I18n) {
  for (const [language, resources] of Object.entries(mediaPageResources)) {
    i18n.addResourceBundle(language, "translation", resources, true, false);
  }
}
