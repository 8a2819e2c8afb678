import { registerTexts, useModuleTranslation } from "../../components/module/moduleTexts";

/** Texts of the page list and the editor screen; the spec's messages word for word in zh-cn. */
const zhCn = {
  decorate: {
    create: "新建页面",
    createTitle: "新建页面",
    name: "页面名称",
    details: "页面描述",
    classification: "页面分类",
    nameRequired: "请输入页面名称",
    detailsRequired: "请输入页面描述",
    classificationRequired: "请选择页面分类",
    open: "编辑",
    duplicate: "复制",
    copySuffix: "（副本）",
    duplicated: "已复制为「{{name}}」",
    publish: "发布",
    published: "已发布",
    draft: "草稿",
    publishRefused: "页面有以下问题，修改后才能发布",
    publishedOk: "页面已发布",
    revisions: "历史版本",
    revisionsOf: "历史版本：{{name}}",
    revision: "版本",
    savedBy: "保存人",
    savedAt: "保存时间",
    restore: "恢复",
    restoreConfirm: "恢复到第 {{version}} 版？当前内容会保存为新的版本",
    restored: "已恢复",
    noRevisions: "暂无历史版本",
    issues: "待修改的问题",
    pageSettings: "页面设置",
    saved: "已保存",
    stale: "页面已被他人修改，请刷新后再保存",
    reload: "重新加载",
    unsavedLeave: "有未保存的修改，确定离开吗？",
    leave: "离开",
    stay: "留下",
    loadFailed: "页面加载失败",
    backToList: "返回页面列表",
    badId: "页面地址不正确",
  },
};

type DecorateTexts = typeof zhCn;

const en: DecorateTexts = {
  decorate: {
    create: "New page",
    createTitle: "New page",
    name: "Page name",
    details: "Page description",
    classification: "Page category",
    nameRequired: "Enter the page name",
    detailsRequired: "Enter the page description",
    classificationRequired: "Choose the page category",
    open: "Edit",
    duplicate: "Duplicate",
    copySuffix: " (copy)",
    duplicated: "Duplicated as “{{name}}”",
    publish: "Publish",
    published: "Published",
    draft: "Draft",
    publishRefused: "Fix these problems before publishing",
    publishedOk: "The page is published",
    revisions: "Revisions",
    revisionsOf: "Revisions of {{name}}",
    revision: "Version",
    savedBy: "Saved by",
    savedAt: "Saved at",
    restore: "Restore",
    restoreConfirm: "Restore version {{version}}? The current content is kept as a new version",
    restored: "Restored",
    noRevisions: "No revisions yet",
    issues: "Problems to fix",
    pageSettings: "Page settings",
    saved: "Saved",
    stale: "Someone else changed this page; reload it before saving",
    reload: "Reload",
    unsavedLeave: "You have unsaved changes. Leave anyway?",
    leave: "Leave",
    stay: "Stay",
    loadFailed: "The page could not be loaded",
    backToList: "Back to the pages",
    badId: "This page address is not valid",
  },
};

const zhTw: DecorateTexts = {
  decorate: {
    create: "新建頁面",
    createTitle: "新建頁面",
    name: "頁面名稱",
    details: "頁面描述",
    classification: "頁面分類",
    nameRequired: "請輸入頁面名稱",
    detailsRequired: "請輸入頁面描述",
    classificationRequired: "請選擇頁面分類",
    open: "編輯",
    duplicate: "複製",
    copySuffix: "（副本）",
    duplicated: "已複製為「{{name}}」",
    publish: "發佈",
    published: "已發佈",
    draft: "草稿",
    publishRefused: "頁面有以下問題，修改後才能發佈",
    publishedOk: "頁面已發佈",
    revisions: "歷史版本",
    revisionsOf: "歷史版本：{{name}}",
    revision: "版本",
    savedBy: "儲存人",
    savedAt: "儲存時間",
    restore: "還原",
    restoreConfirm: "還原到第 {{version}} 版？目前內容會儲存為新的版本",
    restored: "已還原",
    noRevisions: "暫無歷史版本",
    issues: "待修改的問題",
    pageSettings: "頁面設定",
    saved: "已儲存",
    stale: "頁面已被他人修改，請重新整理後再儲存",
    reload: "重新載入",
    unsavedLeave: "有未儲存的修改，確定離開嗎？",
    leave: "離開",
    stay: "留下",
    loadFailed: "頁面載入失敗",
    backToList: "返回頁面列表",
    badId: "頁面位址不正確",
  },
};

export const decorateTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the decorate screens' texts (and the module blocks' texts) registered. */
export function useDecorateTranslation() {
  const translation = useModuleTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, decorateTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
