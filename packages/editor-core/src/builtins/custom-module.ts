import { defineComponent } from "../registry/define-component";

/** Custom module: the original gave it no described fields; whatever props it holds are kept. */
export const customModule = defineComponent({
  type: "custommodule",
  group: "basic",
  icon: "Puzzle",
  legacy: { code: "demo", style: "custommodulestyle" },
  defaultProps: {},
});
