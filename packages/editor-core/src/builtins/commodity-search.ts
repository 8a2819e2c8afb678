import { defineComponent } from "../registry/define-component";
import { between, colour, flag, list, oneOf, text } from "./field-helpers";

/** Product search bar. */
export const commoditySearch = defineComponent({
  type: "commoditysearch",
  group: "basic",
  icon: "SearchOutlined",
  legacy: { code: "1-1", style: "commoditysearchstyle" },
  defaultProps: {
    hotords: [] as { text: string }[],
    position: 0,
    borderRadius: 0,
    textPosition: 0,
    sweep: false,
    heights: 28,
    backgroundColor: "rgb(249, 249, 249)",
    borderColor: "rgb(255, 255, 255)",
    textColor: "rgb(150, 151, 153)",
  },
  fields: {
    hotords: list({ text: text() }),
    position: oneOf(0, 1),
    borderRadius: oneOf(0, 1),
    textPosition: oneOf(0, 1),
    sweep: flag(),
    heights: between(28, 50),
    backgroundColor: colour(),
    borderColor: colour(),
    textColor: colour(),
  },
});
