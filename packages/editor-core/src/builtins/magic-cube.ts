import { defineComponent } from "../registry/define-component";
import { image, list, oneOf, upTo } from "./field-helpers";

/**
 * Magic cube. rubiksCubeType: 0 two per row, 1 three, 2 four, 3 two left two right,
 * 4 one left two right, 5 one top two bottom, 6 one left three right.
 */
export const magicCube = defineComponent({
  type: "magiccube",
  group: "basic",
  icon: "BorderInnerOutlined",
  legacy: { code: "1-6", style: "magiccubestyle" },
  defaultProps: {
    rubiksCubeType: 0,
    imageList: [] as { src: string }[],
    imgMargin: 0,
    pageMargin: 0,
  },
  fields: {
    rubiksCubeType: oneOf(0, 1, 2, 3, 4, 5, 6),
    imageList: list({ src: image() }),
    imgMargin: upTo(20),
    pageMargin: upTo(20),
  },
});
