/** Languages the uploader speaks; the spec's Chinese messages are the zh-cn text. */
export type UploaderLocale = "zh-cn" | "en" | "zh-tw";

export type UploaderMessageKey =
  | "unsupportedType"
  | "emptyFile"
  | "imageTooLarge"
  | "videoTooLarge"
  | "firmwareTooLarge"
  | "alreadyUploaded"
  | "uploadAgain"
  | "imageUploadFailed"
  | "cancelled"
  | "networkError"
  | "pathNotFound";

type Catalogue = Record<UploaderMessageKey, string>;

// `{size}` is the configured limit in MiB, so the editor's 2 MiB limit reads 上传图片大小不能超过2M.
const catalogues: Record<UploaderLocale, Catalogue> = {
  "zh-cn": {
    unsupportedType: "暂时不支持其他类型",
    emptyFile: "文件异常",
    imageTooLarge: "上传图片大小不能超过{size}M",
    videoTooLarge: "上传视频大小不能超过{size}M",
    firmwareTooLarge: "升级文件大小不能超过{size}M",
    alreadyUploaded: "已经上传过该文件",
    uploadAgain: "请重新上传",
    imageUploadFailed: "上传图片失败，请删除后重新上传",
    cancelled: "上传已取消",
    networkError: "网络连接错误",
    pathNotFound: "接口路径找不到",
  },
  en: {
    unsupportedType: "Other file types are not supported yet",
    emptyFile: "The file is empty or damaged",
    imageTooLarge: "Images cannot be larger than {size} MB",
    videoTooLarge: "Videos cannot be larger than {size} MB",
    firmwareTooLarge: "A firmware file cannot be larger than {size} MB",
    alreadyUploaded: "This file has already been uploaded",
    uploadAgain: "Please upload again",
    imageUploadFailed: "The image could not be uploaded; please delete it and upload again",
    cancelled: "Upload cancelled",
    networkError: "Network connection error",
    pathNotFound: "The API path was not found",
  },
  "zh-tw": {
    unsupportedType: "暫時不支援其他類型",
    emptyFile: "檔案異常",
    imageTooLarge: "上傳圖片大小不能超過{size}M",
    videoTooLarge: "上傳影片大小不能超過{size}M",
    firmwareTooLarge: "升級檔案大小不能超過{size}M",
    alreadyUploaded: "已經上傳過該檔案",
    uploadAgain: "請重新上傳",
    imageUploadFailed: "上傳圖片失敗，請刪除後重新上傳",
    cancelled: "上傳已取消",
    networkError: "網路連線錯誤",
    pathNotFound: "介面路徑找不到",
  },
};

export const UPLOADER_LOCALES = Object.keys(catalogues) as UploaderLocale[];

/** The text of one message; unknown locales fall back to zh-cn like the rest of the product. */
export function uploaderMessage(
  locale: UploaderLocale,
  key: UploaderMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = (catalogues[locale] ?? catalogues["zh-cn"])[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
