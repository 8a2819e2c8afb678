import type { Locale } from "@vitrine/editor-core";

// The workbench's own texts; component titles and validation messages come from editor-core.
// zh-cn is the source, the fallback and the only language in the first load; the others are
// chunks of their own (ui-messages-en.ts, ui-messages-zh-tw.ts), fetched by loadUiMessages.
const zhCn = {
  "media.choose": "从媒体库选择",
  "picker.search": "搜索",
  "picker.searching": "正在搜索中",
  "picker.empty": "暂无数据",
  "picker.confirm": "确定",
  "picker.cancel": "取消",
  "picker.choose": "选择",
  "picker.link.type": "链接类型",
  "picker.link.searchPages": "搜索页面",
  "picker.link.noPages": "未提供页面列表",
  "picker.link.chosen": "已选页面：{name}",
  "picker.link.address": "链接地址",
  "picker.link.invalid": "请输入以http://或https://开头的地址",
  "picker.product.title": "选择商品",
  "picker.product.type": "商品类型",
  "picker.product.typeAll": "全部",
  "picker.product.type2": "图书",
  "picker.product.type5": "其他",
  "picker.product.type11": "系列",
  "picker.product.keyword": "商品名称",
  "picker.product.cancelConfirm": "点击取消后您填写的信息将丢失，您确定取消？",
  "picker.product.chosen": "已选{count}件",
  "picker.product.remove": "移除",
  "picker.product.noSource": "未提供商品列表",
  "picker.icon.title": "选择图标",
  "picker.icon.search": "搜索图标",
  "picker.icon.loading": "图标加载中…",
  "picker.icon.loadFailed": "未获取到值，请刷新重试",
  "picker.icon.clear": "清除图标",
  "widget.list.add": "添加",
  "widget.list.item": "{label} 第{n}项",
  "widget.colour.pick": "选择颜色",
  "widget.video.address": "视频地址",
  "panel.loading": "设置加载中…",
  "field.rich.backColor": "背景颜色",
  "field.rich.myValue": "内容",
  "rich.toolbar": "富文本工具栏",
  "rich.bold": "加粗",
  "rich.italic": "斜体",
  "rich.underline": "下划线",
  "rich.image": "插入图片",
  "rich.loading": "正在加载富文本编辑器…",
  "field.store.rubiksCubeType": "店铺样式",
  "field.store.style": "样式",
  "field.store.bakcgroundImg": "背景图片",
  "field.store.bannerHint": "建议尺寸750×370",
  "field.store.headPortrait": "店铺头像",
  "field.store.name": "店铺名称",
  "field.store.Discount": "优惠信息",
  "field.ads.swiperType": "选择模板",
  "field.ads.imageList": "添加图片",
  "field.ads.src": "图片地址",
  "field.ads.text": "图片标题",
  "field.ads.link": "图片链接",
  "field.ads.pagingType": "指示器",
  "field.ads.rowindividual": "一行个数",
  "field.ads.imageMargin": "图片间距",
  "field.ads.borderRadius": "图片圆角",
  "field.ads.pageMargin": "页面间距",
  "field.ads.add": "添加图片",
  "field.ads.remove": "删除图片",
  "option.ads.type0": "一行一个",
  "option.ads.type1": "轮播海报",
  "option.ads.type2": "横向滑动",
  "option.ads.type3": "大图横向滑动",
  "option.paging.none": "不显示",
  "option.paging.bullets": "样式一",
  "option.paging.fraction": "样式二",
  "option.paging.progressbar": "样式三",
  "preview.loading": "预览加载中…",
  "preview.dock": "停靠在画布旁",
  "preview.undock": "以对话框打开",
  "action.viewJson": "查看JSON",
  "action.import": "导入JSON",
  "action.export": "导出JSON",
  "action.exportLegacy": "导出原格式",
  "action.close": "关闭",
  "editor.palette": "组件库",
  "editor.paletteFilter": "按名称筛选组件",
  "palette.added": "已添加{title}，位于第{position}位",
  "editor.canvas": "手机画布",
  "editor.sidePanel": "设置面板",
  "editor.toolbar": "工具栏",
  "tab.page": "页面设置",
  "tab.manage": "组件管理",
  "tab.component": "组件设置",
  "action.undo": "撤销",
  "action.redo": "重做",
  "action.duplicate": "复制组件",
  "action.copy": "复制",
  "action.paste": "粘贴",
  "action.delete": "删除",
  "action.reset": "重置",
  "action.save": "保存",
  "action.publish": "发布",
  "action.preview": "预览",
  "action.moveUp": "上移",
  "action.moveDown": "下移",
  "action.confirm": "确定",
  "action.cancel": "取消",
  "widget.image.remove": "移除图片",
  "widget.image.empty": "未选择图片",
  "block.actions": "组件操作",
  "block.moveUp": "上移此组件",
  "block.moveDown": "下移此组件",
  "block.duplicate": "复制此组件",
  "block.delete": "删除此组件",
  "widget.colour.presets": "预设颜色",
  "widget.colour.use": "使用颜色",
  "confirm.delete": "您确定要删除该组件吗?",
  "confirm.deleteMany": "您确定要删除选中的 {count} 个组件吗?",
  "confirm.reset": "您确定要重置页面吗？所有组件将被清空。",
  "confirm.import": "导入的页面将替换当前页面的全部内容，您确定要导入吗？",
  "import.review": "请确认要导入的页面",
  "import.refused": "以下内容不是有效的地址或颜色，导入时将被清空：",
  "import.refusedRow": "第{position}个组件“{title}”的{field}：{value}",
  "import.refusedPage": "页面设置的{field}：{value}",
  "import.takeSettings": "使用文件中的页面设置（名称、描述、分类等）",
  "status.unsaved": "有未保存的修改",
  "status.saved": "已保存",
  "issues.title": "发布前请修正以下问题",
  "issues.marker": "需修正",
  "manage.dragHandle": "拖动排序",
  "manage.fixed": "固定在页面底部",
  "manage.instructions": "按空格键拿起组件，用上下方向键移动，再按空格键放下，按 Esc 取消。",
  "manage.pickedUp": "已拿起{title}，位于第{position}位",
  "manage.movedTo": "{title}移到第{position}位",
  "manage.dropped": "{title}已放到第{position}位",
  "manage.cancelled": "已取消移动{title}",
  "drag.newPickedUp": "已拿起新的{title}，移到画布上放下即可添加",
  "drag.newCancelled": "已取消添加{title}",
  "panel.noSelection": "请在画布上选择一个组件",
  "panel.multiSelection":
    "已选择 {count} 个组件：可一起移动、复制、粘贴或删除。单击一个组件编辑它的设置。",
  "clipboard.notComponents": "剪贴板里不是页面组件，无法粘贴",
  "panel.noSettings": "该组件没有可设置的内容",
  "canvas.empty": "从左侧拖入或点击组件添加到页面",
  "canvas.insertHere": "在此处插入组件",
  "canvas.unknownType": "未注册的组件“{type}”",
  "canvas.unknownKept": "内容已保留，注册该组件后即可编辑",
  "slots.title": "容器内的组件",
  "slots.empty": "暂无组件",
  "slots.moveIn": "移入{slot}",
  "slots.choose": "选择要移入的组件",
  "slots.moveOut": "移出容器",
  "slots.dropHere": "拖入组件到{slot}",
  "slots.zone": "{container}的{slot}",
  "slots.chooseSlot": "选择{slot}：从组件库添加的组件将放入这里",
  "slots.addedIn": "已添加{title}，位于{slot}第{position}位",
  "drag.overSlot": "{title}移到{container}的{slot}第{position}位",
  "drag.droppedInSlot": "{title}已放入{container}的{slot}第{position}位",
  "placeholder.hint": "该组件在店铺页面上按访客自动生成内容",
  "field.name": "页面名称",
  "field.details": "页面描述",
  "field.classification": "页面分类",
  "field.isPerson": "显示个人中心",
  "field.isBack": "显示返回按钮",
  "field.titleHeight": "标题栏高度",
  "field.bgColor": "背景颜色",
  "field.bgImg": "背景图片",
  "field.caption.name": "标题内容",
  "field.caption.description": "描述内容",
  "field.caption.positions": "显示位置",
  "field.caption.wordSize": "标题大小",
  "field.caption.descriptionSize": "描述大小",
  "field.caption.wordWeight": "标题粗细",
  "field.caption.descriptionWeight": "描述粗细",
  "field.caption.wordHeight": "高度",
  "field.caption.wordColor": "标题颜色",
  "field.caption.descriptionColor": "描述颜色",
  "field.caption.backColor": "背景颜色",
  "field.caption.borderBott": "底部分割线",
  "field.caption.moreShow": "查看更多",
  "field.caption.moreType": "更多样式",
  "field.caption.moreText": "更多文字",
  "field.caption.httpType": "链接类型",
  "field.caption.link": "链接地址",
  "field.divider.blankHeight": "空白高度",
  "field.divider.segmentationtype": "分割类型",
  "field.divider.bordertp": "线条样式",
  "field.divider.paddType": "左右边距",
  "field.divider.auxliarColor": "线条颜色",
  "field.notice.noticeText": "公告内容",
  "field.notice.backColor": "背景颜色",
  "field.notice.textColor": "文字颜色",
  "option.left": "居左",
  "option.center": "居中",
  "option.blank": "辅助空白",
  "option.line": "辅助线",
  "option.solid": "实线",
  "option.dashed": "虚线",
  "option.dotted": "点线",
  "option.noPadding": "无边距",
  "option.withPadding": "左右留边",
  "option.moreStyle1": "样式一",
  "option.moreStyle2": "样式二",
  "option.moreStyle3": "样式三",
  "option.internal": "内部链接",
  "option.external": "外部链接",
  "notice.close": "关闭公告",
};

export type UiMessageKey = keyof typeof zhCn;

type Catalogue = Record<UiMessageKey, string>;

const loaded: Partial<Record<Locale, Catalogue>> = { "zh-cn": zhCn };

const loaders: Record<Exclude<Locale, "zh-cn">, () => Promise<{ default: Catalogue }>> = {
  en: () => import("./ui-messages-en"),
  "zh-tw": () => import("./ui-messages-zh-tw"),
};

const pending = new Map<Locale, Promise<void>>();

/** Whether the workbench texts of `locale` are here, so that it can be drawn in it now. */
export function hasUiMessages(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/**
 * Fetches the workbench texts of `locale` (once; at once for zh-cn). The editor calls it itself
 * when its locale changes; a host may call it earlier so that the first render is already in
 * that language. A failed fetch may be asked again.
 */
export function loadUiMessages(locale: Locale): Promise<void> {
  if (locale === "zh-cn" || loaded[locale]) return Promise.resolve();
  let load = pending.get(locale);
  if (!load) {
    load = loaders[locale]().then(
      (module) => {
        loaded[locale] = module.default;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, load);
  }
  return load;
}

/** Puts a catalogue in place at once: for the server entry and tests, which load all languages. */
export function provideUiMessages(locale: Locale, catalogue: Catalogue): void {
  loaded[locale] = catalogue;
}

/** Whether `key` is one of the workbench's own texts. */
export function isUiMessageKey(key: string): key is UiMessageKey {
  return key in zhCn;
}

/** A workbench text in the given language, falling back to zh-cn (also while it is loading). */
export function uiText(key: UiMessageKey, locale: Locale): string {
  return loaded[locale]?.[key] ?? zhCn[key];
}
