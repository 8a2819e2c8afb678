import { defineComponent } from "../registry/define-component";
import {
  between,
  colour,
  image,
  linkTarget,
  linkType,
  list,
  number,
  oneOf,
  text,
  uiFor,
  upTo,
} from "./field-helpers";

const { ui, options } = uiFor("graphicnavigation");

/**
 * Graphic navigation: icons with captions, fixed (imgStyle 0, the items wrap) or sliding (1, one
 * row scrolled sideways); navigationType 0 draws image and text, 1 text only.
 */
export const graphicNavigation = defineComponent({
  type: "graphicnavigation",
  group: "basic",
  icon: "LayoutGrid",
  legacy: { code: "1-4", style: "graphicnavigationstyle" },
  defaultProps: {
    bgImg: "",
    backgroundColor: "rgb(255, 255, 255)",
    imageList: [] as { src: string; text: string; linktype: string; http: object }[],
    imgStyle: 0,
    showSize: 5,
    navigationType: 0,
    borderRadius: 0,
    textColor: "rgba(50, 50, 51, 10)",
    textSize: 12,
    textHeight: 35,
  },
  fields: {
    navigationType: {
      ...oneOf(0, 1),
      ui: ui("segmented", "navigationType", { options: options("navigationType", [0, 1]) }),
    },
    imgStyle: {
      ...oneOf(0, 1),
      ui: ui("segmented", "imgStyle", { options: options("imgStyle", [0, 1]) }),
    },
    showSize: between(5, 11, { integer: true, ui: ui("slider", "showSize", { step: 1 }) }),
    imageList: list(
      {
        // Drawn only with navigationType 0; kept when the operator switches to text only.
        src: image({ ui: ui("image", "imageList.src") }),
        text: text({ ui: ui("text", "imageList.text") }),
        linktype: linkType(),
        http: linkTarget({ ui: ui("link", "imageList.http", { linkTypeField: "linktype" }) }),
      },
      {
        ui: ui("list", "imageList", {
          addLabel: "field.graphicnavigation.imageList.add",
          newItem: { src: "", text: "导航", linktype: "10", http: {} },
          sortable: true,
        }),
      },
    ),
    borderRadius: upTo(50, { ui: ui("slider", "borderRadius", { step: 1 }) }),
    textSize: number({ min: 0, max: 99, ui: ui("number", "textSize", { step: 1 }) }),
    textHeight: between(24, 50, { ui: ui("slider", "textHeight", { step: 1 }) }),
    textColor: colour({ ui: ui("colour", "textColor") }),
    backgroundColor: colour({ ui: ui("colour", "backgroundColor") }),
    bgImg: image({ ui: ui("image", "bgImg") }),
  },
});
