import { defineComponent } from "../registry/define-component";
import { between, colour, flag, list, oneOf, text, uiFor } from "./field-helpers";

const { ui, options } = uiFor("commoditysearch");

/** Product search bar. */
export const commoditySearch = defineComponent({
  type: "commoditysearch",
  group: "basic",
  icon: "Search",
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
    hotords: list(
      { text: text({ ui: ui("text", "hotords.text") }) },
      {
        ui: ui("list", "hotords", {
          addLabel: "field.commoditysearch.hotords.add",
          newItem: { text: "" },
          sortable: true,
        }),
      },
    ),
    // 0 scrolls with the page, 1 stays fixed at the top of the phone once scrolled there.
    position: {
      ...oneOf(0, 1),
      ui: ui("segmented", "position", { options: options("position", [0, 1]) }),
    },
    borderRadius: {
      ...oneOf(0, 1),
      ui: ui("segmented", "borderRadius", {
        options: options("borderRadius", [0, 1], ["Square", "Circle"]),
      }),
    },
    textPosition: {
      ...oneOf(0, 1),
      ui: ui("segmented", "textPosition", {
        options: options("textPosition", [0, 1], ["AlignLeft", "AlignCenter"]),
      }),
    },
    sweep: flag({ ui: ui("switch", "sweep") }),
    heights: between(28, 50, { ui: ui("slider", "heights", { step: 1 }) }),
    backgroundColor: colour({ ui: ui("colour", "backgroundColor") }),
    borderColor: colour({ ui: ui("colour", "borderColor") }),
    textColor: colour({ ui: ui("colour", "textColor") }),
  },
});
