import { RECORD_RESOURCES, recordScreen } from "@vitrine/contract";
import type { ComponentType } from "react";

type ViewModule = { default: ComponentType };
type ViewLoader = () => Promise<ViewModule>;

/**
 * The one map from a view key (a declared screen's `view`, @vitrine/contract's RESOURCES, stored
 * as the server menu row's `component`) to the code of its page. Every declared view has one and
 * every one here is declared (resources.test.ts).
 */
const DECLARED_VIEWS: Record<string, ViewLoader> = {
  "home/index": async () => ({ default: (await import("../pages/home/HomePage")).HomePage }),
  "system/menu/index": () => import("../pages/system/menu/index"),
  "system/role/index": () => import("../pages/system/role/index"),
  "system/user/index": () => import("../pages/system/user/index"),
  "system/dept/index": () => import("../pages/system/dept/index"),
  "system/dic/index": () => import("../pages/system/dic/index"),
  "system/log/index": () => import("../pages/system/log/index"),
  "system/config/index": () => import("../pages/system/config/index"),
  "limits/frontEnd/btn/index": () => import("../pages/limits/ButtonPermissionPage"),
  "limits/frontEnd/page/index": () => import("../pages/demos/limits/FrontEndPagePermissions"),
  "limits/backEnd/page/index": () => import("../pages/demos/limits/BackEndPagePermissions"),
  "media/index": () => import("../pages/media/index"),
  "personal/index": () => import("../pages/personal/index"),
  "decorate/index": () => import("../pages/decorate/index"),
  "decorate/editor": () => import("../pages/decorate/editor"),
  "forms/index": () => import("../pages/forms/index"),
  // The big-screen data page (issue 23): ECharts loads with its charts, never before.
  "chart/index": () => import("../pages/chart/index"),
  "websocket/index": () => import("../pages/websocket/index"),
  // App users and feedback (issue 23): each screen its own chunk.
  "app/user/index": () => import("../pages/app/user/index"),
  "app/about/index": () => import("../pages/app/about/index"),
  "app/myAbout/index": () => import("../pages/app/myAbout/index"),
  "feedback/index": () => import("../pages/feedback/index"),
  // Marketing (issue 21): each screen its own chunk.
  "marketing/coupon/index": () => import("../pages/marketing/coupon/index"),
  "marketing/seckill/index": () => import("../pages/marketing/seckill/index"),
  "marketing/group/index": () => import("../pages/marketing/group/index"),
  "marketing/bargain/index": () => import("../pages/marketing/bargain/index"),
  "marketing/distribution/index": () => import("../pages/marketing/distribution/index"),
  // Goods (issue 20): each screen its own chunk; the wizard its own route and tab (issue 36).
  "goods/list/index": () => import("../pages/goods/list/index"),
  "goods/add/index": () => import("../pages/goods/add/index"),
  "goods/category/index": () => import("../pages/goods/category/index"),
  "goods/specs/index": () => import("../pages/goods/specs/index"),
  "goods/config/index": () => import("../pages/goods/config/index"),
  // The device fleet (issue 22): each screen its own chunk; ECharts only in the info page's.
  "device/list/index": () => import("../pages/device/list/index"),
  "device/info/index": () => import("../pages/device/info/index"),
  "device/battery/index": () => import("../pages/device/battery/index"),
  "device/electrode/index": () => import("../pages/device/electrode/index"),
  "device/agent/index": () => import("../pages/device/agent/index"),
  "device/afterSale/index": () => import("../pages/device/afterSale/index"),
  "device/sell/index": () => import("../pages/device/sell/index"),
  "device/sold/index": () => import("../pages/device/sold/index"),
  "sos/index": () => import("../pages/sos/index"),
  "upgrade/index": () => import("../pages/upgrade/index"),
  // Orders (issue 33): the list, its detail drawer and ship dialog in one chunk.
  "order/list/index": () => import("../pages/order/list/index"),
  "order/refunds/index": () => import("../pages/order/refunds/index"),
  // The template's demo pages (issue 24), each its own chunk.
  "menu/menu1/menu11/index": () => import("../pages/demos/menu/MenuNestingPage"),
  "menu/menu1/menu12/menu121/index": () => import("../pages/demos/menu/MenuNestingPage"),
  "menu/menu1/menu12/menu122/index": () => import("../pages/demos/menu/MenuNestingPage"),
  "menu/menu1/menu13/index": () => import("../pages/demos/menu/MenuNestingPage"),
  "menu/menu2/index": () => import("../pages/demos/menu/MenuNestingPage"),
  "make/selector/index": () => import("../pages/demos/make/SelectorPage"),
  "make/noticeBar/index": () => import("../pages/demos/make/NoticeBarPage"),
  "make/svgDemo/index": () => import("../pages/demos/make/SvgDemoPage"),
  "make/tableDemo/index": () => import("../pages/demos/make/TableDemoPage"),
  "params/common/index": () => import("../pages/demos/params/ParamsCommonPage"),
  "params/common/details": () => import("../pages/demos/params/ParamsDetailsPage"),
  "params/dynamic/index": () => import("../pages/demos/params/ParamsDynamicPage"),
  "params/dynamic/details": () => import("../pages/demos/params/ParamsDetailsPage"),
  "tools/index": () => import("../pages/demos/tools/ToolsPage"),
  "fun/tagsView/index": () => import("../pages/demos/fun/TagsViewDemoPage"),
  "fun/countup/index": () => import("../pages/demos/fun/CountupPage"),
  "fun/wangEditor/index": () => import("../pages/demos/fun/RichTextDemoPage"),
  "fun/cropper/index": () => import("../pages/demos/fun/CropperDemoPage"),
  "fun/qrcode/index": () => import("../pages/demos/fun/QrcodeDemoPage"),
  "fun/echartsMap/index": () => import("../pages/demos/fun/EchartsMapDemoPage"),
  "fun/printJs/index": () => import("../pages/demos/fun/PrintDemoPage"),
  "fun/clipboard/index": () => import("../pages/demos/fun/ClipboardDemoPage"),
  "fun/gridLayout/index": () => import("../pages/demos/fun/GridLayoutDemoPage"),
  "fun/splitpanes/index": () => import("../pages/demos/fun/SplitPanesDemoPage"),
  "pages/filtering/index": () => import("../pages/demos/pages/FilteringPage"),
  "pages/filtering/details": () => import("../pages/demos/pages/FilteringDetailsPage"),
  "pages/filtering/details1/index": () => import("../pages/demos/pages/FilteringDetailsPage"),
  "pages/iocnfont/index": () => import("../pages/demos/pages/IconfontGalleryPage"),
  "pages/element/index": () => import("../pages/demos/pages/AntdIconGalleryPage"),
  "pages/awesome/index": () => import("../pages/demos/pages/StorefrontIconGalleryPage"),
  "pages/formAdapt/index": () => import("../pages/demos/pages/FormAdaptPage"),
  "pages/tableRules/index": () => import("../pages/demos/pages/TableRulesPage"),
  "pages/formI18n/index": () => import("../pages/demos/pages/FormI18nPage"),
  "pages/formRules/index": () => import("../pages/demos/pages/FormRulesPage"),
  "pages/listAdapt/index": () => import("../pages/demos/pages/ListAdaptPage"),
  "pages/waterfall/index": () => import("../pages/demos/pages/WaterfallPage"),
  "pages/steps/index": () => import("../pages/demos/pages/StepsPage"),
  "pages/preview/index": () => import("../pages/demos/pages/PreviewPage"),
  "pages/waves/index": () => import("../pages/demos/pages/WavesPage"),
  "pages/tree/index": () => import("../pages/demos/pages/TreePage"),
  "pages/drag/index": () => import("../pages/demos/pages/DragSortPage"),
  "pages/lazyImg/index": () => import("../pages/demos/pages/LazyImgPage"),
  "pages/dynamicForm/index": () => import("../pages/demos/pages/DynamicFormPage"),
  "pages/workflow/index": () => import("../pages/demos/pages/WorkflowPage"),
};

/**
 * The record resources' screens: each is the generic list page of its module, so declaring one
 * (records.ts) needs no page here. A view with a page of its own above takes precedence.
 */
const RECORD_VIEWS: Record<string, ViewLoader> = Object.fromEntries(
  RECORD_RESOURCES.map((record) => [
    recordScreen(record).view ?? "",
    async () => ({ default: (await import("../pages/records/RecordPage")).recordPage(record) }),
  ]),
);

const VIEWS: Record<string, ViewLoader> = { ...RECORD_VIEWS, ...DECLARED_VIEWS };

const placeholder: ViewLoader = () => import("../pages/placeholder/PlaceholderPage");

/**
 * The page for a `component` path. Paths without a page yet, and pages whose chunk fails to load
 * (a deploy replaced it, the network dropped), show the titled placeholder instead of a blank screen.
 */
export async function loadView(component: string | undefined): Promise<ComponentType> {
  const load = (component && VIEWS[component]) || placeholder;
  try {
    return (await load()).default;
  } catch {
    return (await placeholder()).default;
  }
}

export function hasView(component: string): boolean {
  return component in VIEWS;
}

/** The view keys this app has a page for. */
export function viewKeys(): string[] {
  return Object.keys(VIEWS);
}
