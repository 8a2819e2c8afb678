import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";

/** The blocks' own texts; the spec's Chinese messages are the zh-cn text word for word. */
const zhCn = {
  module: {
    search: "查询",
    reset: "重置",
    add: "新增",
    addChild: "新增下级",
    edit: "修改",
    delete: "删除",
    deleteSelected: "批量删除",
    confirmDelete: "确定删除吗？",
    export: "导出",
    exportSelected: "导出选中",
    exportAll: "导出全部",
    exportNone: "请先选择要导出的数据",
    print: "打印",
    empty: "暂无数据",
    actions: "操作",
    total: "共 {{total}} 条",
    saved: "保存成功",
    deleted: "删除成功",
    yes: "是",
    no: "否",
    from: "开始",
    to: "结束",
    enable: "启用",
    disable: "禁用",
    statusChanged: "状态已更新",
    required: "请输入{{field}}",
    choose: "请选择{{field}}",
    length: "{{field}}长度为 {{min}} 到 {{max}} 个字符",
    tooLong: "{{field}}最多 {{max}} 个字符",
    between: "{{field}}必须在 {{min}} 到 {{max}} 之间",
    loadFailed: "加载失败",
    expand: "展开全部",
    collapse: "折叠全部",
    topLevel: "顶级",
    pager: "分页",
    pageSize: "每页条数",
    perPage: "{{size}} 条/页",
    previousPage: "上一页",
    nextPage: "下一页",
    goTo: "前往",
  },
};

type ModuleTexts = typeof zhCn;

const en: ModuleTexts = {
  module: {
    search: "Search",
    reset: "Reset",
    add: "Add",
    addChild: "Add child",
    edit: "Edit",
    delete: "Delete",
    deleteSelected: "Delete selected",
    confirmDelete: "Are you sure you want to delete?",
    export: "Export",
    exportSelected: "Export selected",
    exportAll: "Export all",
    exportNone: "Please select the data to export first",
    print: "Print",
    empty: "No data",
    actions: "Actions",
    total: "{{total}} in total",
    saved: "Saved",
    deleted: "Deleted",
    yes: "Yes",
    no: "No",
    from: "From",
    to: "To",
    enable: "Enable",
    disable: "Disable",
    statusChanged: "Status updated",
    required: "Please enter {{field}}",
    choose: "Please choose {{field}}",
    length: "{{field}} must be {{min}} to {{max}} characters",
    tooLong: "{{field}} allows at most {{max}} characters",
    between: "{{field}} must be between {{min}} and {{max}}",
    loadFailed: "Loading failed",
    expand: "Expand all",
    collapse: "Collapse all",
    topLevel: "Top level",
    pager: "Pages",
    pageSize: "Rows per page",
    perPage: "{{size}} / page",
    previousPage: "Previous page",
    nextPage: "Next page",
    goTo: "Go to",
  },
};

const zhTw: ModuleTexts = {
  module: {
    search: "查詢",
    reset: "重設",
    add: "新增",
    addChild: "新增下級",
    edit: "修改",
    delete: "刪除",
    deleteSelected: "批次刪除",
    confirmDelete: "確定刪除嗎？",
    export: "匯出",
    exportSelected: "匯出選取",
    exportAll: "匯出全部",
    exportNone: "請先選擇要匯出的資料",
    print: "列印",
    empty: "暫無資料",
    actions: "操作",
    total: "共 {{total}} 筆",
    saved: "儲存成功",
    deleted: "刪除成功",
    yes: "是",
    no: "否",
    from: "開始",
    to: "結束",
    enable: "啟用",
    disable: "停用",
    statusChanged: "狀態已更新",
    required: "請輸入{{field}}",
    choose: "請選擇{{field}}",
    length: "{{field}}長度為 {{min}} 到 {{max}} 個字元",
    tooLong: "{{field}}最多 {{max}} 個字元",
    between: "{{field}}必須在 {{min}} 到 {{max}} 之間",
    loadFailed: "載入失敗",
    expand: "全部展開",
    collapse: "全部收合",
    topLevel: "頂層",
    pager: "分頁",
    pageSize: "每頁筆數",
    perPage: "{{size}} 筆/頁",
    previousPage: "上一頁",
    nextPage: "下一頁",
    goTo: "前往",
  },
};

export const moduleTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

/** Adds texts to an i18n instance once; never overwrites the shell's keys. */
export function registerTexts(i18n: I18n, texts: Record<string, object>): void {
  for (const [language, resources] of Object.entries(texts)) {
    i18n.addResourceBundle(language, "translation", resources, true, false);
  }
}

const registered = new WeakSet<I18n>();

/** `t` with the blocks' texts registered on whichever i18n instance renders them. */
export function useModuleTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, moduleTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
