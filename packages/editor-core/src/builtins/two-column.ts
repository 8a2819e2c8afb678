import { defineComponent } from "../registry/define-component";
import { oneOf, uiFor, upTo } from "./field-helpers";

const { ui, options } = uiFor("twocolumn");

/**
 * Two columns side by side, each a slot of blocks. Not in the original system: pages holding one
 * cannot be exported to its format (to-legacy-page.ts refuses).
 */
export const twoColumn = defineComponent({
  type: "twocolumn",
  group: "basic",
  icon: "Columns2",
  defaultProps: { ratio: "1:1", gap: 8 },
  fields: {
    ratio: {
      ...oneOf("1:1", "1:2", "2:1"),
      ui: ui("segmented", "ratio", { options: options("ratio", ["1:1", "1:2", "2:1"]) }),
    },
    gap: upTo(30, { integer: true, ui: ui("slider", "gap", { step: 1 }) }),
  },
  slots: {
    left: { title: "slot.twocolumn.left" },
    right: { title: "slot.twocolumn.right" },
  },
});
