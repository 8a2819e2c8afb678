import { defineComponent } from "../registry/define-component";
import { between, colour, flag, image, linkTarget, linkType, list, text } from "./field-helpers";

const item = (iconName: string, iconText: string) => ({
  iconName,
  iconText,
  iconPic: "",
  inactive: "",
  isDot: false,
  linktype: "10",
  http: {},
});

/** Bottom tab bar: once per page, never first, fixed at the end, at most 5 items. */
export const tabBar = defineComponent({
  type: "tabBar",
  group: "basic",
  icon: "InsertRowBelowOutlined",
  legacy: { code: "1-5", style: "tabBarstyle" },
  placement: { maxPerPage: 1, notFirst: true, fixedLast: true },
  defaultProps: {
    iconList: [
      item("home-o", "首页"),
      item("apps-o", "分类"),
      item("cart-o", "购物车"),
      item("user-o", "我的"),
    ],
    activeColor: "#1989fa",
    inactiveColor: "#7d7e80",
    isShowBorder: true,
    Highlight: 0,
  },
  fields: {
    iconList: list(
      {
        iconName: text(),
        iconText: text(),
        iconPic: image(),
        inactive: image(),
        isDot: flag(),
        linktype: linkType(),
        http: linkTarget(),
      },
      { maxItems: 5 },
    ),
    activeColor: colour(),
    inactiveColor: colour(),
    isShowBorder: flag(),
    Highlight: { ...between(0, 4), integer: true },
  },
});
