import type { Locale } from "../i18n/messages.js";

/** Texts of the upload API, in the three interface languages; zh-cn follows the spec word for word. */
const zhCn = {
  "upload.exists": "已经上传过该文件",
  "upload.unsupported": "暂时不支持其他类型",
  "upload.empty": "文件异常",
  "upload.notImage": "请上传图片！",
  "upload.imageTooLarge": "上传图片大小不能超过{size}",
  "upload.videoTooLarge": "上传视频大小不能超过{size}",
  "upload.chunkTooLarge": "分片大小不能超过{size}",
  "upload.chunkTooSmall": "分片大小不能小于{size}",
  "upload.chunkSizeMismatch": "第 {n} 片应为 {expected} 字节，实际收到 {bytes} 字节，请重新上传",
  "upload.quotaExceeded": "未完成的上传已占用 {size}，请先完成或等待其过期后再上传",
  "upload.typeMismatch": "文件内容与所选类型不符",
  "upload.missingChunks": "文件分片不完整，缺少第 {chunks} 片，请重新上传",
  "upload.noChunks": "没有找到该文件的分片，请重新上传",
  "upload.sizeMismatch": "文件大小与上传的分片不符，请重新上传",
  "upload.chunkCountMismatch": "分片数量不符，请重新上传",
  "upload.inconsistentChunk": "分片信息与此前上传的不一致，请重新上传",
  "upload.md5Mismatch": "文件校验失败，请重新上传",
  "upload.badIds": "id 必须是整数，多个用逗号分隔",
  "upload.notYours": "只能删除自己上传的文件",
  "upload.noFile": "请选择要上传的文件",
  "upload.badForm": "上传的数据格式不正确",
  "upload.badField": "字段 {field} 不合法",
  "upload.cateUnknown": "分类不存在",
  "direct.unavailable": "当前存储不支持直传，请使用分片上传",
  "direct.missing": "没有找到直传的文件，请重新上传",
  "storage.failed": "存储检查失败：{step}时出错（{detail}）",
  "storage.step.write": "写入",
  "storage.step.read": "读回",
  "storage.step.delete": "删除",
  "cate.empty": "请输入后提交",
  "cate.tooLong": "分类名称最多 {max} 个字符",
} as const;

export type UploadMessageKey = keyof typeof zhCn;

const en: Record<UploadMessageKey, string> = {
  "upload.exists": "This file has already been uploaded",
  "upload.unsupported": "Other file types are not supported yet",
  "upload.empty": "The file is empty or damaged",
  "upload.notImage": "Please upload an image!",
  "upload.imageTooLarge": "Images cannot be larger than {size}",
  "upload.videoTooLarge": "Videos cannot be larger than {size}",
  "upload.chunkTooLarge": "A chunk cannot be larger than {size}",
  "upload.chunkTooSmall": "A chunk cannot be smaller than {size}",
  "upload.chunkSizeMismatch":
    "Chunk {n} should hold {expected} bytes but {bytes} arrived; please upload again",
  "upload.quotaExceeded":
    "Your unfinished uploads already hold {size}; finish them or wait until they expire, then upload again",
  "upload.typeMismatch": "The file's content does not match the chosen type",
  "upload.missingChunks":
    "The upload is incomplete: chunk {chunks} is missing; please upload again",
  "upload.noChunks": "No chunks of this file were found; please upload again",
  "upload.sizeMismatch": "The file size does not match the uploaded chunks; please upload again",
  "upload.chunkCountMismatch": "The number of chunks does not match; please upload again",
  "upload.inconsistentChunk":
    "This chunk's details differ from the earlier chunks of the file; please upload again",
  "upload.md5Mismatch": "The file failed its integrity check; please upload again",
  "upload.badIds": "Ids must be integers separated by commas",
  "upload.notYours": "You can only delete media you uploaded",
  "upload.noFile": "Choose a file to upload",
  "upload.badForm": "The uploaded form data is malformed",
  "upload.badField": "Field {field} is invalid",
  "upload.cateUnknown": "The category does not exist",
  "direct.unavailable":
    "This server stores media locally, so direct upload is not offered; use the chunked upload",
  "direct.missing": "The directly uploaded file was not found; please upload again",
  "storage.failed": "The storage check failed while it tried to {step} a probe ({detail})",
  "storage.step.write": "write",
  "storage.step.read": "read back",
  "storage.step.delete": "delete",
  "cate.empty": "Enter a name before submitting",
  "cate.tooLong": "A category name allows at most {max} characters",
};

const zhTw: Record<UploadMessageKey, string> = {
  "upload.exists": "已經上傳過該檔案",
  "upload.unsupported": "暫時不支援其他類型",
  "upload.empty": "檔案異常",
  "upload.notImage": "請上傳圖片！",
  "upload.imageTooLarge": "上傳圖片大小不能超過{size}",
  "upload.videoTooLarge": "上傳影片大小不能超過{size}",
  "upload.chunkTooLarge": "分片大小不能超過{size}",
  "upload.chunkTooSmall": "分片大小不能小於{size}",
  "upload.chunkSizeMismatch":
    "第 {n} 片應為 {expected} 位元組，實際收到 {bytes} 位元組，請重新上傳",
  "upload.quotaExceeded": "未完成的上傳已佔用 {size}，請先完成或等待其過期後再上傳",
  "upload.typeMismatch": "檔案內容與所選類型不符",
  "upload.missingChunks": "檔案分片不完整，缺少第 {chunks} 片，請重新上傳",
  "upload.noChunks": "沒有找到該檔案的分片，請重新上傳",
  "upload.sizeMismatch": "檔案大小與上傳的分片不符，請重新上傳",
  "upload.chunkCountMismatch": "分片數量不符，請重新上傳",
  "upload.inconsistentChunk": "分片資訊與先前上傳的不一致，請重新上傳",
  "upload.md5Mismatch": "檔案校驗失敗，請重新上傳",
  "upload.badIds": "id 必須是整數，多個以逗號分隔",
  "upload.notYours": "只能刪除自己上傳的檔案",
  "upload.noFile": "請選擇要上傳的檔案",
  "upload.badForm": "上傳的資料格式不正確",
  "upload.badField": "欄位 {field} 不合法",
  "upload.cateUnknown": "分類不存在",
  "direct.unavailable": "目前的儲存不支援直傳，請使用分片上傳",
  "direct.missing": "沒有找到直傳的檔案，請重新上傳",
  "storage.failed": "儲存檢查失敗：{step}時出錯（{detail}）",
  "storage.step.write": "寫入",
  "storage.step.read": "讀回",
  "storage.step.delete": "刪除",
  "cate.empty": "請輸入後提交",
  "cate.tooLong": "分類名稱最多 {max} 個字元",
};

const catalogue: Record<Locale, Record<UploadMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export function uploadText(
  locale: Locale,
  key: UploadMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogue[locale][key] ?? catalogue["zh-cn"][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** "2M" for 2 MiB, as the spec writes the editor's limits; "512K" below one MiB. */
export function formatSize(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)}M`;
  return `${Math.max(1, Math.round(bytes / 1024))}K`;
}
