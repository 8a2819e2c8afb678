import { defineComponent } from "../registry/define-component";
import { image, linkTarget, linkType, text } from "./field-helpers";

/** Cell ("enter the shop"): icon and left title, right content, a link. */
export const enterTheShop = defineComponent({
  type: "entertheshop",
  group: "basic",
  icon: "RightSquareOutlined",
  legacy: { code: "1-13", style: "entertheshopstyle" },
  defaultProps: {
    icon: "",
    // Left title (required, max 10) and right content (max 8).
    text: "左侧标题",
    shopName: "",
    copywriting: "右侧内容",
    type: "10",
    http: {},
  },
  fields: {
    icon: image(),
    text: text({ required: true, requiredMessage: "validation.cell.titleRequired", maxLength: 10 }),
    shopName: text(),
    copywriting: text({ maxLength: 8 }),
    type: linkType(),
    http: linkTarget(),
  },
});
