import { defineComponent } from "../registry/define-component";
import { flag, image, linkTarget, linkType, list, oneOf, text, uiFor, upTo } from "./field-helpers";

const { ui, options } = uiFor("storenotecard");

/** Article / note card module: layouts 0 to 4, title at the top or the bottom. */
export const noteCard = defineComponent({
  type: "storenotecard",
  group: "business",
  icon: "StickyNote",
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
    name: text({ ui: ui("text", "name") }),
    positions: {
      ...oneOf("top", "bottom"),
      ui: ui("segmented", "positions", {
        options: options("positions", ["top", "bottom"], ["ArrowUpToLine", "ArrowDownToLine"]),
      }),
    },
    commodityType: {
      ...oneOf(0, 1, 2, 3, 4),
      ui: ui("choice", "commodityType", { options: options("commodityType", [0, 1, 2, 3, 4]) }),
    },
    moditystyle: {
      ...oneOf(0, 1, 2, 3),
      ui: ui("segmented", "moditystyle", { options: options("moditystyle", [0, 1, 2, 3]) }),
    },
    textWeight: {
      kind: ["number", "string"],
      ui: ui("segmented", "textWeight", { options: options("textWeight", [400, 700]) }),
    },
    borderRadius: upTo(30, { ui: ui("slider", "borderRadius", { step: 1 }) }),
    noteLabels: flag({ ui: ui("switch", "noteLabels") }),
    readingNumber: flag({ ui: ui("switch", "readingNumber") }),
    praisePoints: flag({ ui: ui("switch", "praisePoints") }),
    viewMore1: flag({ ui: ui("switch", "viewMore1") }),
    viewMore2: flag({ ui: ui("switch", "viewMore2") }),
    // Where the "more" links lead.
    linktype: linkType(),
    http: linkTarget({ ui: ui("link", "http", { linkTypeField: "linktype" }) }),
    imageList: list(
      {
        src: image({ ui: ui("image", "imageList.src") }),
        text: text({ ui: ui("text", "imageList.text") }),
        type: { kind: ["number", "string"] },
        linktype: linkType(),
        http: linkTarget({ ui: ui("link", "imageList.http", { linkTypeField: "linktype" }) }),
      },
      {
        ui: ui("list", "imageList", {
          addLabel: "field.storenotecard.imageList.add",
          newItem: { src: "", text: "", type: 0, linktype: "10", http: {} },
          sortable: true,
        }),
      },
    ),
  },
});
