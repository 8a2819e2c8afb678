import { defineComponent } from "../registry/define-component";
import { image, oneOf, text } from "./field-helpers";

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
  fields: {
    bakcgroundImg: image(),
    headPortrait: image(),
    name: text({ required: true, requiredMessage: "validation.store.nameRequired", maxLength: 20 }),
    Discount: text({ maxLength: 45 }),
    rubiksCubeType: oneOf(0, 1, 2, 3, 4),
  },
});
