import { defineComponent } from "../registry/define-component";
import { colour, text, uiFor } from "./field-helpers";

const { ui } = uiFor("richtext");

/** Rich text; myValue is HTML and is sanitised by whoever renders it. */
export const richText = defineComponent({
  type: "richtext",
  group: "basic",
  icon: "FileText",
  legacy: { code: "1-10", style: "richtextstyle" },
  defaultProps: { myValue: "", backColor: "rgb(249, 249, 249)" },
  fields: {
    myValue: text({ ui: ui("richtext", "myValue") }),
    backColor: colour({ ui: ui("colour", "backColor") }),
  },
});
