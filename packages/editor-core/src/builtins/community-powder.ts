import { defineComponent } from "../registry/define-component";
import { colour, image, text } from "./field-helpers";

/** Community follower growth card with a QR code. */
export const communityPowder = defineComponent({
  type: "communitypowder",
  group: "basic",
  icon: "TeamOutlined",
  legacy: { code: "1-14", style: "communitypowderstyle" },
  defaultProps: {
    mainImg: "",
    qrcodeImg: "",
    title: "标题",
    describe: "辅助描述",
    buttonName: "立即添加",
    backColor: "rgb(255, 255, 255)",
  },
  fields: {
    mainImg: image(),
    qrcodeImg: image(),
    title: text({ required: true, requiredMessage: "validation.powder.titleRequired" }),
    describe: text({ required: true, requiredMessage: "validation.powder.describeRequired" }),
    buttonName: text({
      required: true,
      requiredMessage: "validation.powder.buttonNameRequired",
      maxLength: 8,
    }),
    backColor: colour(),
  },
});
