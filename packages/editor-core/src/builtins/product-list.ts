import { defineComponent } from "../registry/define-component";
import { colour, flag, image, list, oneOf, text, uiFor, upTo } from "./field-helpers";

const { ui, options } = uiFor("listswitching");

/** The product props the product picker writes into `imageList`. */
const productFields = {
  coverUrl: image(),
  name: text(),
  introduce: text(),
  price: { kind: ["number", "string"] },
  id: { kind: ["number", "string"] },
  type: { kind: ["number", "string"] },
  videoId: { kind: ["number", "string"], nullable: true },
  seriesId: { kind: ["number", "string"], nullable: true },
  httpType: { kind: ["number", "string"] },
} as const;

const tabbed = { field: "commoditylisttype", in: [1, 2] } as const;
const withCorner = { field: "commoditycorner", in: [true] } as const;
const withButton = { field: "purchasebutton", in: [true] } as const;

/**
 * Product list. commoditylisttype: 0 one list, 1 and 2 tab groups (tabs above, or along the side).
 * commodityType: 0 big image, 1 two per row, 2 three per row, 3 detailed list, 4 one big two
 * small, 5 horizontal scroll. moditystyle: 0 borderless white, 1 card shadow, 2 outlined white,
 * 3 borderless transparent. Corner marks 新品, 热卖, NEW, HOT.
 */
export const productList = defineComponent({
  type: "listswitching",
  group: "business",
  icon: "ShoppingBag",
  legacy: { code: "2-1", style: "listswitchingstyle" },
  defaultProps: {
    commoditylisttype: 0,
    commodityType: 0,
    commoditytype: [] as { text: string }[],
    commoditylisttypetab: [
      { text: "分组", imageList: [] },
      { text: "分组", imageList: [] },
    ] as { text: string; imageList: unknown[] }[],
    imageList: [] as Record<string, unknown>[],
    pageMargin: 15,
    commodityMargin: 10,
    borderRadius: 0,
    moditystyle: 0,
    textWeight: 400 as number | string,
    positions: "left",
    bgImg: "",
    priceofcommodity: true,
    commoditycorner: true,
    commoditycornertype: 0,
    // Not the original's WeChat green (#07c160): white marks on it were 2.4:1, under WCAG AA's
    // 4.5:1 (issue 34). editor-react's SHOP_GREEN, the same green darker; the original's pages
    // keep the colour they stored.
    commodityTagColor: "#058341",
    tagPosition: 0,
    purchasebutton: true,
    purchasebuttonType: 0,
    purchase: "马上抢",
    showMore: false,
    moreUrl: "",
    tabColor: "#f39800",
  },
  localizedDefaults: {
    en: {
      commoditylisttypetab: [
        { text: "Group", imageList: [] },
        { text: "Group", imageList: [] },
      ],
      purchase: "Buy now",
    },
    "zh-tw": {
      commoditylisttypetab: [
        { text: "分組", imageList: [] },
        { text: "分組", imageList: [] },
      ],
      purchase: "馬上搶",
    },
  },
  fields: {
    commoditylisttype: {
      ...oneOf(0, 1, 2),
      ui: ui("segmented", "commoditylisttype", {
        options: options("commoditylisttype", [0, 1, 2]),
      }),
    },
    imageList: list(productFields, {
      ui: ui("products", "imageList", { visibleWhen: { field: "commoditylisttype", in: [0] } }),
    }),
    commoditylisttypetab: list(
      {
        text: text({ ui: ui("text", "commoditylisttypetab.text") }),
        imageList: list(productFields, { ui: ui("products", "commoditylisttypetab.imageList") }),
      },
      {
        ui: ui("list", "commoditylisttypetab", {
          visibleWhen: tabbed,
          addLabel: "field.listswitching.commoditylisttypetab.add",
          newItem: { text: "分组", imageList: [] },
          sortable: true,
        }),
      },
    ),
    tabColor: colour({ ui: ui("colour", "tabColor", { visibleWhen: tabbed }) }),
    // Tab names of older pages; the groups above carry their own.
    commoditytype: list({ text: text() }),
    commodityType: {
      ...oneOf(0, 1, 2, 3, 4, 5),
      ui: ui("choice", "commodityType", { options: options("commodityType", [0, 1, 2, 3, 4, 5]) }),
    },
    moditystyle: {
      ...oneOf(0, 1, 2, 3),
      ui: ui("segmented", "moditystyle", { options: options("moditystyle", [0, 1, 2, 3]) }),
    },
    textWeight: {
      kind: ["number", "string"],
      ui: ui("segmented", "textWeight", { options: options("textWeight", [400, 700]) }),
    },
    positions: {
      ...oneOf("left", "center"),
      ui: ui("segmented", "positions", {
        options: options("positions", ["left", "center"], ["AlignLeft", "AlignCenter"]),
      }),
    },
    priceofcommodity: flag({ ui: ui("switch", "priceofcommodity") }),
    purchasebutton: flag({ ui: ui("switch", "purchasebutton") }),
    purchasebuttonType: {
      ...oneOf(0, 1, 2, 3, 4, 5, 6, 7),
      ui: ui("choice", "purchasebuttonType", {
        visibleWhen: withButton,
        options: options("purchasebuttonType", [0, 1, 2, 3, 4, 5, 6, 7]),
      }),
    },
    purchase: text({ ui: ui("text", "purchase", { visibleWhen: withButton }) }),
    commoditycorner: flag({ ui: ui("switch", "commoditycorner") }),
    commoditycornertype: {
      ...oneOf(0, 1, 2, 3),
      ui: ui("segmented", "commoditycornertype", {
        visibleWhen: withCorner,
        options: options("commoditycornertype", [0, 1, 2, 3]),
      }),
    },
    tagPosition: {
      ...oneOf(0, 1, 2, 3),
      ui: ui("segmented", "tagPosition", {
        visibleWhen: withCorner,
        options: options("tagPosition", [0, 1, 2, 3]),
      }),
    },
    commodityTagColor: colour({
      ui: ui("colour", "commodityTagColor", { visibleWhen: withCorner }),
    }),
    borderRadius: upTo(30, { ui: ui("slider", "borderRadius", { step: 1 }) }),
    pageMargin: upTo(20, { ui: ui("slider", "pageMargin", { step: 1 }) }),
    commodityMargin: upTo(20, { ui: ui("slider", "commodityMargin", { step: 1 }) }),
    showMore: flag({ ui: ui("switch", "showMore") }),
    // The "more" address; the original writes null while none is set.
    moreUrl: text({
      nullable: true,
      legacy: "null-when-empty",
      ui: ui("text", "moreUrl", { visibleWhen: { field: "showMore", in: [true] } }),
    }),
    bgImg: image({ ui: ui("image", "bgImg") }),
  },
});
