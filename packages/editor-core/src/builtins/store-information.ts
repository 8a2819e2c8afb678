import { defineComponent } from "../registry/define-component";
import { image, oneOf, text, uiFor } from "./field-helpers";

const { ui, options } = uiFor("storeinformation");

/** Store info banner (recommended 750x370) with avatar, name and discount line. */
export const storeInformation = defineComponent({
  type: "storeinformation",
  group: "basic",
  icon: "Store",
  legacy: { code: "1-12", style: "storeinformationstyle" },
  defaultProps: {
    bakcgroundImg: "",
    headPortrait: "",
    name: "店铺名称",
    Discount: "在线支付满150减30，满100减20",
    rubiksCubeType: 0,
  },
  localizedDefaults: {
    en: { name: "Store name", Discount: "¥30 off ¥150, ¥20 off ¥100 when paying online" },
    "zh-tw": { name: "店鋪名稱", Discount: "線上支付滿150減30，滿100減20" },
  },
  fields: {
    rubiksCubeType: {
      ...oneOf(0, 1, 2, 3, 4),
      ui: ui("choice", "rubiksCubeType", { options: options("rubiksCubeType", [0, 1, 2, 3, 4]) }),
    },
    bakcgroundImg: image({
      ui: ui("image", "bakcgroundImg", { hint: "field.storeinformation.bakcgroundImg.hint" }),
    }),
    headPortrait: image({ ui: ui("image", "headPortrait") }),
    name: text({
      required: true,
      requiredMessage: "validation.store.nameRequired",
      maxLength: 20,
      ui: ui("text", "name"),
    }),
    Discount: text({ maxLength: 45, ui: ui("text", "Discount") }),
  },
});
