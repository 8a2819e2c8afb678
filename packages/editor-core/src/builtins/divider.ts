import { defineComponent } from "../registry/define-component";
import { colour, oneOf, upTo } from "./field-helpers";

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
    blankHeight: upTo(100),
    segmentationtype: oneOf(0, 1),
    bordertp: oneOf("solid", "dashed", "dotted"),
    auxliarColor: colour(),
    paddType: oneOf(0, 1),
  },
});
