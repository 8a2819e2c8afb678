import { defineComponent } from "../registry/define-component";
import { colour, oneOf, uiFor, upTo } from "./field-helpers";

const { ui, options } = uiFor("auxiliarysegmentation");
const line = { field: "segmentationtype", in: [1] } as const;

/** Auxiliary divider: blank space (segmentationtype 0) or a line (1). */
export const divider = defineComponent({
  type: "auxiliarysegmentation",
  group: "basic",
  icon: "Minus",
  legacy: { code: "1-11", style: "auxiliarysegmentationstyle" },
  defaultProps: {
    blankHeight: 30,
    segmentationtype: 0,
    bordertp: "solid",
    auxliarColor: "rgb(229, 229, 229)",
    paddType: 0,
  },
  fields: {
    blankHeight: upTo(100, { ui: ui("slider", "blankHeight", { step: 1 }) }),
    segmentationtype: {
      ...oneOf(0, 1),
      ui: ui("segmented", "segmentationtype", { options: options("segmentationtype", [0, 1]) }),
    },
    bordertp: {
      ...oneOf("solid", "dashed", "dotted"),
      ui: ui("segmented", "bordertp", {
        visibleWhen: line,
        options: options("bordertp", ["solid", "dashed", "dotted"]),
      }),
    },
    auxliarColor: colour({ ui: ui("colour", "auxliarColor", { visibleWhen: line }) }),
    paddType: {
      ...oneOf(0, 1),
      ui: ui("segmented", "paddType", { visibleWhen: line, options: options("paddType", [0, 1]) }),
    },
  },
});
