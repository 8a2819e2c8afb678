import { defineComponent } from "../registry/define-component";
import { colour, image, text, uiFor } from "./field-helpers";

const { ui } = uiFor("communitypowder");

/** Community follower growth card: its button opens the QR code image. */
export const communityPowder = defineComponent({
  type: "communitypowder",
  group: "basic",
  icon: "Users",
  legacy: { code: "1-14", style: "communitypowderstyle" },
  defaultProps: {
    mainImg: "",
    qrcodeImg: "",
    title: "标题",
    describe: "辅助描述",
    buttonName: "立即添加",
    backColor: "rgb(255, 255, 255)",
  },
  localizedDefaults: {
    en: { title: "Title", describe: "A line of description", buttonName: "Add now" },
    "zh-tw": { title: "標題", describe: "輔助描述", buttonName: "立即新增" },
  },
  fields: {
    mainImg: image({ ui: ui("image", "mainImg") }),
    qrcodeImg: image({ ui: ui("image", "qrcodeImg") }),
    title: text({
      required: true,
      requiredMessage: "validation.powder.titleRequired",
      ui: ui("text", "title"),
    }),
    describe: text({
      required: true,
      requiredMessage: "validation.powder.describeRequired",
      ui: ui("text", "describe"),
    }),
    buttonName: text({
      required: true,
      requiredMessage: "validation.powder.buttonNameRequired",
      maxLength: 8,
      ui: ui("text", "buttonName"),
    }),
    backColor: colour({ ui: ui("colour", "backColor") }),
  },
});
