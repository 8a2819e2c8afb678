import { defineComponent } from "../registry/define-component";
import type { FieldSpec } from "../registry/field-spec";
import { between, colour, flag, linkTarget, linkType, oneOf, text, uiFor } from "./field-helpers";

const { ui, options } = uiFor("captiontext");

// Font sizes are two-digit inputs: empty says 请输入有效数字, above 99 says 数字最大为99.
const fontSize: FieldSpec = {
  kind: "number",
  nullable: true,
  required: true,
  requiredMessage: "validation.number.invalid",
  min: 0,
  max: 99,
  rangeMessage: "validation.number.max99",
};
const fontWeight: FieldSpec = {
  kind: "number",
  nullable: true,
  required: true,
  requiredMessage: "validation.number.invalid",
};

/** Characters the caption description input accepts (spec sections 2 and 5). */
export const CAPTION_DESCRIPTION_MAX_LENGTH = 100;

/** Title text with an optional description and "more" link. */
export const captionText = defineComponent({
  type: "captiontext",
  group: "basic",
  icon: "Type",
  // The original gave this and the picture ads the same palette code.
  legacy: { code: "1-3", style: "captiontextstyle" },
  defaultProps: {
    name: "标题文字",
    description: "",
    positions: "left",
    wordSize: 16,
    descriptionSize: 12,
    wordWeight: 400,
    descriptionWeight: 200,
    wordHeight: 24,
    wordColor: "rgba(50, 50, 51, 10)",
    descriptionColor: "rgba(150, 151, 153, 10)",
    backColor: "rgba(255, 255, 255, 0)",
    borderBott: false,
    more: { show: false, type: 0, text: "查看更多", httpType: "10", http: {} },
  },
  localizedDefaults: {
    en: {
      name: "Title",
      more: { show: false, type: 0, text: "More", httpType: "10", http: {} },
    },
    "zh-tw": {
      name: "標題文字",
      more: { show: false, type: 0, text: "查看更多", httpType: "10", http: {} },
    },
  },
  fields: {
    name: text({ ui: ui("text", "name") }),
    // Spec section 5: "Description | max 100 | none": the input stops at 100, nothing is reported.
    description: text({
      inputMaxLength: CAPTION_DESCRIPTION_MAX_LENGTH,
      ui: ui("textarea", "description"),
    }),
    positions: {
      ...oneOf("left", "center"),
      ui: ui("segmented", "positions", {
        options: options("positions", ["left", "center"], ["AlignLeft", "AlignCenter"]),
      }),
    },
    wordSize: { ...fontSize, ui: ui("number", "wordSize", { step: 1 }) },
    descriptionSize: { ...fontSize, ui: ui("number", "descriptionSize", { step: 1 }) },
    wordWeight: { ...fontWeight, ui: ui("number", "wordWeight", { step: 100 }) },
    descriptionWeight: { ...fontWeight, ui: ui("number", "descriptionWeight", { step: 100 }) },
    wordHeight: between(20, 100, { ui: ui("slider", "wordHeight", { step: 1 }) }),
    wordColor: colour({ ui: ui("colour", "wordColor") }),
    descriptionColor: colour({ ui: ui("colour", "descriptionColor") }),
    backColor: colour({ ui: ui("colour", "backColor") }),
    borderBott: flag({ ui: ui("switch", "borderBott") }),
    more: {
      kind: "object",
      fields: {
        show: flag({ ui: ui("switch", "more.show") }),
        type: {
          ...oneOf(0, 1, 2),
          ui: ui("segmented", "more.type", {
            visibleWhen: { field: "show", in: [true] },
            options: options("more.type", [0, 1, 2]),
          }),
        },
        text: text({ ui: ui("text", "more.text", { visibleWhen: { field: "show", in: [true] } }) }),
        // The original stores this one as the number 10 or 11.
        httpType: { ...linkType(), legacy: "number" },
        http: linkTarget({
          ui: ui("link", "more.http", {
            visibleWhen: { field: "show", in: [true] },
            linkTypeField: "httpType",
          }),
        }),
      },
    },
  },
});
