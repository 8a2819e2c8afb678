import { defineComponent } from "../registry/define-component";
import { colour, text, uiFor } from "./field-helpers";

const { ui } = uiFor("notice");

/** Scrolling notice bar. */
export const notice = defineComponent({
  type: "notice",
  group: "basic",
  icon: "Megaphone",
  legacy: { code: "1-7", style: "noticestyle" },
  defaultProps: {
    noticeText: "请填写内容，如果过长，将会在手机上滚动显示",
    backColor: "rgb(255, 248, 233)",
    textColor: "rgba(100, 101, 102, 10)",
  },
  localizedDefaults: {
    en: { noticeText: "Type the notice here; a long one scrolls on the phone" },
    "zh-tw": { noticeText: "請填寫內容，如果過長，將會在手機上捲動顯示" },
  },
  fields: {
    noticeText: text({
      required: true,
      requiredMessage: "validation.notice.textRequired",
      ui: ui("text", "noticeText"),
    }),
    backColor: colour({ ui: ui("colour", "backColor") }),
    textColor: colour({ ui: ui("colour", "textColor") }),
  },
});
