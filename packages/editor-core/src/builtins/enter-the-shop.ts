import { defineComponent } from "../registry/define-component";
import { image, linkTarget, linkType, text, uiFor } from "./field-helpers";

const { ui } = uiFor("entertheshop");

/** Cell ("enter the shop"): icon and left title, right content, a link. */
export const enterTheShop = defineComponent({
  type: "entertheshop",
  group: "basic",
  icon: "Rows3",
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
  localizedDefaults: {
    en: { text: "Left title", copywriting: "Details" },
    "zh-tw": { text: "左側標題", copywriting: "右側內容" },
  },
  fields: {
    icon: image({ ui: ui("image", "icon") }),
    text: text({
      required: true,
      requiredMessage: "validation.cell.titleRequired",
      maxLength: 10,
      ui: ui("text", "text"),
    }),
    shopName: text(),
    copywriting: text({ maxLength: 8, ui: ui("text", "copywriting") }),
    // The cell keeps its link kind in `type` (the others call it linktype).
    type: linkType(),
    http: linkTarget({ ui: ui("link", "http", { linkTypeField: "type" }) }),
  },
});
