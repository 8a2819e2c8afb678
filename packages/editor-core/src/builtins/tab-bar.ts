import { defineComponent } from "../registry/define-component";
import {
  between,
  colour,
  flag,
  image,
  linkTarget,
  linkType,
  list,
  number,
  text,
  uiFor,
} from "./field-helpers";

const { ui } = uiFor("tabBar");

const item = (iconName: string, iconText: string) => ({
  iconName,
  iconText,
  iconPic: "",
  inactive: "",
  isDot: false,
  linktype: "10",
  http: {},
});

/** At most this many items in the bottom tab bar (the add button disappears there). */
export const TAB_BAR_MAX_ITEMS = 5;

/** Bottom tab bar: once per page, never first, fixed at the end, at most 5 items. */
export const tabBar = defineComponent({
  type: "tabBar",
  group: "basic",
  icon: "PanelBottom",
  legacy: { code: "1-5", style: "tabBarstyle" },
  placement: { maxPerPage: 1, notFirst: true, fixedLast: true },
  defaultProps: {
    iconList: [
      item("home-o", "首页"),
      item("apps-o", "分类"),
      item("cart-o", "购物车"),
      item("user-o", "我的"),
    ],
    // Not the original's #1989fa and #7d7e80: its 12 px labels on the white bar were 3.5:1 and
    // 4.1:1, under WCAG AA's 4.5:1 (issue 34). editor-react's SHOP_BLUE and the previews' grey.
    activeColor: "#1a6fd1",
    inactiveColor: "#646566",
    isShowBorder: true,
    Highlight: 0,
    // The original keeps these three as numeric strings ('25', '25', '14'); see `legacy`.
    iconWidth: 25,
    iconHeight: 25,
    fontSize: 14,
  },
  localizedDefaults: {
    en: {
      iconList: [
        item("home-o", "Home"),
        item("apps-o", "Categories"),
        item("cart-o", "Cart"),
        item("user-o", "Me"),
      ],
    },
    "zh-tw": {
      iconList: [
        item("home-o", "首頁"),
        item("apps-o", "分類"),
        item("cart-o", "購物車"),
        item("user-o", "我的"),
      ],
    },
  },
  fields: {
    iconList: list(
      {
        iconText: text({ ui: ui("text", "iconList.iconText") }),
        // An icon of the icon picker's set; an uploaded image (iconPic, inactive) replaces it.
        iconName: text({ ui: ui("icon", "iconList.iconName") }),
        iconPic: image({ ui: ui("image", "iconList.iconPic") }),
        inactive: image({ ui: ui("image", "iconList.inactive") }),
        isDot: flag({ ui: ui("switch", "iconList.isDot") }),
        linktype: linkType(),
        http: linkTarget({ ui: ui("link", "iconList.http", { linkTypeField: "linktype" }) }),
      },
      {
        maxItems: TAB_BAR_MAX_ITEMS,
        ui: ui("list", "iconList", {
          addLabel: "field.tabBar.iconList.add",
          newItem: item("home-o", "导航"),
          sortable: true,
        }),
      },
    ),
    Highlight: between(0, 4, { integer: true, ui: ui("slider", "Highlight", { step: 1 }) }),
    activeColor: colour({ ui: ui("colour", "activeColor") }),
    inactiveColor: colour({ ui: ui("colour", "inactiveColor") }),
    isShowBorder: flag({ ui: ui("switch", "isShowBorder") }),
    iconWidth: number({ min: 0, max: 99, legacy: "numeric-string" }),
    iconHeight: number({ min: 0, max: 99, legacy: "numeric-string" }),
    fontSize: number({ min: 0, max: 99, legacy: "numeric-string" }),
  },
  // The highlighted item must be one of the items (0-4 is checked by the field itself).
  validate(props) {
    const count = Array.isArray(props.iconList) ? props.iconList.length : 0;
    const highlight = props.Highlight;
    if (typeof highlight !== "number" || count === 0 || highlight < count || highlight > 4) {
      return [];
    }
    return [
      { path: "Highlight", messageKey: "validation.range", params: { min: 0, max: count - 1 } },
    ];
  },
});
