import { type Locale, translatorFor } from "../i18n/messages.js";

/** Texts of the companion app's image upload, in the three interface languages. */
const zhCn = {
  "appUpload.noFile": "请选择要上传的图片",
  "appUpload.notImage": "只能上传 JPG、PNG 或 GIF 图片",
  "appUpload.tooLarge": "图片大小不能超过{size}",
  "appUpload.empty": "图片为空或已损坏",
  "appUpload.tooMany": "上传过于频繁，每小时最多上传 {max} 张图片",
} as const;

export type AppUploadMessageKey = keyof typeof zhCn;

const en: Record<AppUploadMessageKey, string> = {
  "appUpload.noFile": "Please choose an image to upload",
  "appUpload.notImage": "Only JPG, PNG or GIF images can be uploaded",
  "appUpload.tooLarge": "Images cannot be larger than {size}",
  "appUpload.empty": "The image is empty or damaged",
  "appUpload.tooMany": "Too many uploads: at most {max} images an hour",
};

const zhTw: Record<AppUploadMessageKey, string> = {
  "appUpload.noFile": "請選擇要上傳的圖片",
  "appUpload.notImage": "只能上傳 JPG、PNG 或 GIF 圖片",
  "appUpload.tooLarge": "圖片大小不能超過{size}",
  "appUpload.empty": "圖片為空或已損毀",
  "appUpload.tooMany": "上傳過於頻繁，每小時最多上傳 {max} 張圖片",
};

const catalogue: Record<Locale, Record<AppUploadMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export function appUploadText(
  locale: Locale,
  key: AppUploadMessageKey,
  params: Record<string, string | number> = {},
): string {
  return translatorFor(catalogue, locale)(key, params);
}
