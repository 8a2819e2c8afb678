import { defineComponent } from "../registry/define-component";
import { image, linkTarget, linkType, list, oneOf, uiFor, upTo } from "./field-helpers";

const { ui, options } = uiFor("magiccube");

/**
 * The slots each layout draws and the image width the original recommended for them: 375 px for
 * two across, 250 for three, 188 for four (rubiksCubeType 0 two per row, 1 three, 2 four, 3 two
 * left two right, 4 one left two right, 5 one top two bottom, 6 one left three right).
 */
const LAYOUTS: Readonly<Record<number, { slots: number; width: number }>> = {
  0: { slots: 2, width: 375 },
  1: { slots: 3, width: 250 },
  2: { slots: 4, width: 188 },
  3: { slots: 4, width: 375 },
  4: { slots: 3, width: 375 },
  5: { slots: 3, width: 375 },
  6: { slots: 4, width: 375 },
};

/** How many slots a layout draws and the recommended image width (px) beside each. */
export function magicCubeLayout(type: unknown): { slots: number; width: number } {
  return LAYOUTS[Number(type)] ?? (LAYOUTS[0] as { slots: number; width: number });
}

const slot = () => ({ src: "", linktype: "10", http: {} });

/** Magic cube: an image grid in one of seven layouts; each slot an image and a link. */
export const magicCube = defineComponent({
  type: "magiccube",
  group: "basic",
  icon: "Grid2x2",
  legacy: { code: "1-6", style: "magiccubestyle" },
  defaultProps: {
    rubiksCubeType: 0,
    // The original always keeps five slots; a layout draws the first ones it needs.
    imageList: [slot(), slot(), slot(), slot(), slot()] as {
      src: string;
      linktype?: string | undefined;
      http?: object | undefined;
    }[],
    imgMargin: 0,
    pageMargin: 0,
  },
  fields: {
    rubiksCubeType: {
      ...oneOf(0, 1, 2, 3, 4, 5, 6),
      ui: ui("choice", "rubiksCubeType", {
        options: options("rubiksCubeType", [0, 1, 2, 3, 4, 5, 6]),
        hint: "field.magiccube.rubiksCubeType.hint",
      }),
    },
    imageList: list(
      {
        src: image({ ui: ui("image", "imageList.src") }),
        linktype: linkType(),
        http: linkTarget({ ui: ui("link", "imageList.http", { linkTypeField: "linktype" }) }),
      },
      { ui: ui("list", "imageList", { hint: "field.magiccube.imageList.hint" }) },
    ),
    pageMargin: upTo(20, { ui: ui("slider", "pageMargin", { step: 1 }) }),
    imgMargin: upTo(20, { ui: ui("slider", "imgMargin", { step: 1 }) }),
  },
});
