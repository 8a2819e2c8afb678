import type { LegacyComponentEntry } from "./legacy-types";

// The page the original editor exports after each of its 22 components was added once, in palette
// order, and left at its defaults: built from the facts in the reference ("Value types as the
// original stores them", "Defaults the original used") and the field lists of spec section 3.
// Note the original's own types: the caption link's httpType is the number 10 and its http an
// empty string, the tab bar's sizes are numeric strings, the empty video cover and product list
// "more" address are null, the magic cube starts with five slots and the product list with two
// groups, and every setStyle repeats the label in `text` (the cell's `text` is its left title).

const slot = () => ({ src: "", linktype: "10", http: {} });
// The calls at module level are marked pure: only tests and importers of originalDefaultExport use
// this page, and unmarked calls kept all of it (1 kB gzip) in every host's first load (issue 25).

const setStyles: [component: string, label: string, code: string, setStyle: object][] = [
  [
    "commoditysearch",
    "商品搜索",
    "1-1",
    {
      text: "商品搜索",
      hotords: [],
      position: 0,
      borderRadius: 0,
      textPosition: 0,
      sweep: false,
      heights: 28,
      backgroundColor: "rgb(249, 249, 249)",
      borderColor: "rgb(255, 255, 255)",
      textColor: "rgb(150, 151, 153)",
    },
  ],
  [
    "captiontext",
    "标题文字",
    "1-3",
    {
      text: "标题文字",
      name: "标题文字",
      description: "",
      positions: "left",
      wordSize: 16,
      descriptionSize: 12,
      wordWeight: 400,
      descriptionWeight: 200,
      wordHeight: 24,
      wordColor: "rgba(50, 50, 51, 10)",
      descriptionColor: "rgba(150, 151, 153, 10)",
      backColor: "rgba(255, 255, 255, 0)",
      borderBott: false,
      more: { show: false, type: 0, text: "查看更多", httpType: 10, http: "" },
    },
  ],
  [
    "pictureads",
    "图片广告",
    "1-3",
    {
      text: "图片广告",
      swiperType: 0,
      imageList: [],
      pagingType: "bullets",
      rowindividual: 2,
      imageMargin: 0,
      borderRadius: 0,
      pageMargin: 0,
    },
  ],
  [
    "graphicnavigation",
    "图文导航",
    "1-4",
    {
      text: "图文导航",
      bgImg: "",
      backgroundColor: "rgb(255, 255, 255)",
      imageList: [],
      imgStyle: 0,
      showSize: 5,
      navigationType: 0,
      borderRadius: 0,
      textColor: "rgba(50, 50, 51, 10)",
      textSize: 12,
      textHeight: 35,
    },
  ],
  [
    "tabBar",
    "底部导航",
    "1-5",
    {
      text: "底部导航",
      iconList: [],
      activeColor: "#1989fa",
      inactiveColor: "#7d7e80",
      isShowBorder: true,
      Highlight: 0,
      iconWidth: "25",
      iconHeight: "25",
      fontSize: "14",
    },
  ],
  [
    "magiccube",
    "魔方",
    "1-6",
    {
      text: "魔方",
      rubiksCubeType: 0,
      imageList: /* @__PURE__ */ Array.from({ length: 5 }, slot),
      imgMargin: 0,
      pageMargin: 0,
    },
  ],
  [
    "notice",
    "公告",
    "1-7",
    {
      text: "公告",
      noticeText: "请填写内容，如果过长，将会在手机上滚动显示",
      backColor: "rgb(255, 248, 233)",
      textColor: "rgba(100, 101, 102, 10)",
    },
  ],
  ["videoss", "视频", "1-8", { text: "视频", src: "", coverUrl: null, autoplay: false }],
  ["richtext", "富文本", "1-10", { text: "富文本", myValue: "", backColor: "rgb(249, 249, 249)" }],
  [
    "auxiliarysegmentation",
    "辅助分割",
    "1-11",
    {
      text: "辅助分割",
      blankHeight: 30,
      segmentationtype: 0,
      bordertp: "solid",
      auxliarColor: "rgb(229, 229, 229)",
      paddType: 0,
    },
  ],
  [
    "storeinformation",
    "店铺信息",
    "1-12",
    {
      text: "店铺信息",
      bakcgroundImg: "",
      headPortrait: "",
      name: "店铺名称",
      Discount: "在线支付满150减30，满100减20",
      rubiksCubeType: 0,
    },
  ],
  [
    "entertheshop",
    "单元格",
    "1-13",
    { icon: "", text: "左侧标题", shopName: "", copywriting: "右侧内容", type: "10", http: {} },
  ],
  [
    "communitypowder",
    "社群涨粉",
    "1-14",
    {
      text: "社群涨粉",
      mainImg: "",
      qrcodeImg: "",
      title: "标题",
      describe: "辅助描述",
      buttonName: "立即添加",
      backColor: "rgb(255, 255, 255)",
    },
  ],
  [
    "follow",
    "关注公众号",
    "1-15",
    { text: "关注公众号", heade: "", followName: "", followAppId: "" },
  ],
  ["suspension", "悬浮按钮", "1-16", { text: "悬浮按钮", type: "10", http: {} }],
  ["custommodule", "自定义模块", "demo", { text: "自定义模块" }],
  [
    "listswitching",
    "商品",
    "2-1",
    {
      text: "商品",
      commoditylisttype: 0,
      commodityType: 0,
      commoditytype: [],
      commoditylisttypetab: [
        { text: "分组", imageList: [] },
        { text: "分组", imageList: [] },
      ],
      imageList: [],
      pageMargin: 15,
      commodityMargin: 10,
      borderRadius: 0,
      moditystyle: 0,
      textWeight: 400,
      positions: "left",
      bgImg: "",
      priceofcommodity: true,
      commoditycorner: true,
      commoditycornertype: 0,
      commodityTagColor: "#07c160",
      tagPosition: 0,
      purchasebutton: true,
      purchasebuttonType: 0,
      purchase: "马上抢",
      showMore: false,
      moreUrl: null,
      tabColor: "#f39800",
    },
  ],
  [
    "storenotecard",
    "文章模块",
    "2-2",
    {
      text: "文章模块",
      name: "",
      imageList: [],
      noteLabels: true,
      readingNumber: true,
      praisePoints: true,
      viewMore1: true,
      viewMore2: true,
      positions: "top",
      commodityType: 0,
      moditystyle: 0,
      textWeight: 400,
      borderRadius: 0,
      linktype: "10",
      http: {},
    },
  ],
  ["investigate", "表单模块", "2-3", { text: "表单模块", title: "", jsonData: [] }],
  ["crowdoperation", "人群运营", "1-17", { text: "人群运营" }],
  ["personalizedrecommendation", "个性化推荐", "1-18", { text: "个性化推荐" }],
  ["onlineservice", "在线客服", "1-19", { text: "在线客服" }],
];

/** The index of the component the original had selected when it exported (the last one added). */
export const ORIGINAL_ACTIVE_INDEX = setStyles.length - 1;

export const originalDefaultComponents: LegacyComponentEntry[] = /* @__PURE__ */ setStyles.map(
  ([component, text, type, setStyle], index) => ({
    component,
    text,
    type,
    active: index === ORIGINAL_ACTIVE_INDEX,
    style: component === "videoss" ? "videostyle" : `${component}style`,
    setStyle: setStyle as Record<string, unknown>,
  }),
);

export const originalDefaultSettings = {
  name: "页面标题",
  details: "",
  isPerson: false,
  isBack: true,
  titleHeight: 35,
  bgColor: "rgba(249, 249, 249, 10)",
  bgImg: "",
};

/** The record as the original exports it: settings and components as JSON text. */
export function originalDefaultExport() {
  return {
    id: 1,
    name: originalDefaultSettings.name,
    templateJson: JSON.stringify(originalDefaultSettings),
    component: JSON.stringify(originalDefaultComponents),
  };
}
