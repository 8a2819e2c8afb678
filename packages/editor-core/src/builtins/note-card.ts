import { defineComponent } from "../registry/define-component";
import { flag, image, linkTarget, linkType, list, oneOf, text, upTo } from "./field-helpers";

/** Article / note card module: layouts 0 to 4, label position top or bottom. */
export const noteCard = defineComponent({
  type: "storenotecard",
  group: "business",
  icon: "ReadOutlined",
  legacy: { code: "2-2", style: "storenotecardstyle" },
  defaultProps: {
    name: "",
    imageList: [] as Record<string, unknown>[],
    noteLabels: true,
    readingNumber: true,
    praisePoints: true,
    viewMore1: true,
    viewMore2: true,
    positions: "top",
    commodityType: 0,
    moditystyle: 0,
    textWeight: 400 as number | string,
    borderRadius: 0,
    linktype: "10",
    http: {},
  },
  fields: {
    name: text(),
    imageList: list({
      src: image(),
      text: text(),
      http: linkTarget(),
      type: { kind: ["number", "string"] },
      linktype: linkType(),
    }),
    noteLabels: flag(),
    readingNumber: flag(),
    praisePoints: flag(),
    viewMore1: flag(),
    viewMore2: flag(),
    positions: oneOf("top", "bottom"),
    commodityType: oneOf(0, 1, 2, 3, 4),
    moditystyle: oneOf(0, 1, 2, 3),
    textWeight: { kind: ["number", "string"] },
    borderRadius: upTo(30),
    linktype: linkType(),
    http: linkTarget(),
  },
});
