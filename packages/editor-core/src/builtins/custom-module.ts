import { defineComponent } from "../registry/define-component";
import { image, text, uiFor } from "./field-helpers";

const { ui } = uiFor("custommodule");

/**
 * Custom module: the original drew its stored `demo` (a text) above its `img` (a picture across
 * the width), a stand-in for a module a shop builds itself; an embedding team replaces its preview
 * with the host-component API. Neither field is in the original's default record, so an empty one
 * is left out of the original's format (`omit-when-empty`): a page without them comes back from
 * export exactly as it was imported. Whatever other props a custom module holds are kept.
 */
export const customModule = defineComponent({
  type: "custommodule",
  group: "basic",
  icon: "Puzzle",
  legacy: { code: "demo", style: "custommodulestyle" },
  defaultProps: { demo: "", img: "" },
  fields: {
    demo: text({ legacy: "omit-when-empty", ui: ui("text", "demo") }),
    // Drawn as the src of a picture: only a media address passes (see validation/formats.ts).
    img: image({ legacy: "omit-when-empty", ui: ui("image", "img") }),
  },
});
