/** Languages of the media dialogs; the spec's Chinese messages are the zh-cn text word for word. */
export type MediaLocale = "zh-cn" | "en" | "zh-tw";

const zhCn = {
  "library.title": "素材库",
  "library.allCategories": "全部",
  "library.keywordPlaceholder": "请输入分类名称",
  "library.addCategory": "添加",
  "library.searchCategory": "搜索",
  "library.keywordRequired": "请输入后提交",
  "library.categoryAdded": "添加成功",
  "library.useSelected": "使用选中",
  "library.uploadImage": "上传图片",
  "library.uploadVideo": "上传视频",
  "library.uploadMedia": "上传图片或视频",
  "library.delete": "删除",
  "library.deleteConfirm": "您确定删除吗?",
  "library.deleted": "删除成功",
  "library.ok": "确定",
  "library.cancel": "取消",
  "library.tooMany": "选择不能超过{max}个",
  "library.total": "共 {total} 条",
  "library.empty": "暂无数据",
  "library.loadFailed": "加载失败",
  "library.retry": "重试",
  "library.selected": "已选 {count} 个",
  "library.categories": "分类",
  "library.media": "素材",
  "upload.phase.hashing": "计算文件指纹",
  "upload.phase.checking": "检查文件",
  "upload.phase.uploading": "上传中",
  "upload.phase.merging": "合并文件",
  "upload.phase.done": "上传完成",
  "upload.paused": "已暂停",
  "upload.pause": "暂停",
  "upload.resume": "继续",
  "upload.cancel": "取消上传",
  "upload.speed": "{speed}/s，剩余 {seconds} 秒",
  "uploadImage.title": "上传图片",
  "uploadImage.pick": "上传",
  "uploadImage.notImage": "请上传图片！",
  "uploadImage.cancelConfirm": "点击取消后您填写的信息将丢失，您确定取消？",
  "uploadImage.confirmTitle": "提示",
  "uploadImage.remove": "删除图片",
};

type MediaTextKey = keyof typeof zhCn;

const en: Record<MediaTextKey, string> = {
  "library.title": "Media library",
  "library.allCategories": "All",
  "library.keywordPlaceholder": "Category name",
  "library.addCategory": "Add",
  "library.searchCategory": "Search",
  "library.keywordRequired": "Please type something first",
  "library.categoryAdded": "Category added",
  "library.useSelected": "Use selected",
  "library.uploadImage": "Upload image",
  "library.uploadVideo": "Upload video",
  "library.uploadMedia": "Upload image or video",
  "library.delete": "Delete",
  "library.deleteConfirm": "Are you sure you want to delete?",
  "library.deleted": "Deleted",
  "library.ok": "OK",
  "library.cancel": "Cancel",
  "library.tooMany": "You cannot select more than {max}",
  "library.total": "{total} in total",
  "library.empty": "No data",
  "library.loadFailed": "Could not load",
  "library.retry": "Retry",
  "library.selected": "{count} selected",
  "library.categories": "Categories",
  "library.media": "Media",
  "upload.phase.hashing": "Fingerprinting",
  "upload.phase.checking": "Checking",
  "upload.phase.uploading": "Uploading",
  "upload.phase.merging": "Merging",
  "upload.phase.done": "Uploaded",
  "upload.paused": "Paused",
  "upload.pause": "Pause",
  "upload.resume": "Resume",
  "upload.cancel": "Cancel upload",
  "upload.speed": "{speed}/s, {seconds} s left",
  "uploadImage.title": "Upload image",
  "uploadImage.pick": "Upload",
  "uploadImage.notImage": "Please upload an image!",
  "uploadImage.cancelConfirm":
    "The information you entered will be lost if you cancel. Are you sure you want to cancel?",
  "uploadImage.confirmTitle": "Notice",
  "uploadImage.remove": "Remove image",
};

const zhTw: Record<MediaTextKey, string> = {
  "library.title": "素材庫",
  "library.allCategories": "全部",
  "library.keywordPlaceholder": "請輸入分類名稱",
  "library.addCategory": "新增",
  "library.searchCategory": "搜尋",
  "library.keywordRequired": "請輸入後提交",
  "library.categoryAdded": "新增成功",
  "library.useSelected": "使用選中",
  "library.uploadImage": "上傳圖片",
  "library.uploadVideo": "上傳影片",
  "library.uploadMedia": "上傳圖片或影片",
  "library.delete": "刪除",
  "library.deleteConfirm": "您確定刪除嗎?",
  "library.deleted": "刪除成功",
  "library.ok": "確定",
  "library.cancel": "取消",
  "library.tooMany": "選擇不能超過{max}個",
  "library.total": "共 {total} 筆",
  "library.empty": "暫無資料",
  "library.loadFailed": "載入失敗",
  "library.retry": "重試",
  "library.selected": "已選 {count} 個",
  "library.categories": "分類",
  "library.media": "素材",
  "upload.phase.hashing": "計算檔案指紋",
  "upload.phase.checking": "檢查檔案",
  "upload.phase.uploading": "上傳中",
  "upload.phase.merging": "合併檔案",
  "upload.phase.done": "上傳完成",
  "upload.paused": "已暫停",
  "upload.pause": "暫停",
  "upload.resume": "繼續",
  "upload.cancel": "取消上傳",
  "upload.speed": "{speed}/s，剩餘 {seconds} 秒",
  "uploadImage.title": "上傳圖片",
  "uploadImage.pick": "上傳",
  "uploadImage.notImage": "請上傳圖片！",
  "uploadImage.cancelConfirm": "點擊取消後您填寫的資訊將遺失，您確定取消？",
  "uploadImage.confirmTitle": "提示",
  "uploadImage.remove": "刪除圖片",
};

export const mediaCatalogues: Record<MediaLocale, Record<MediaTextKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type { MediaTextKey };

export function mediaText(
  locale: MediaLocale,
  key: MediaTextKey,
  params: Record<string, string | number> = {},
): string {
  const template = (mediaCatalogues[locale] ?? zhCn)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** "1.5 MB" style sizes for speeds and file sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
