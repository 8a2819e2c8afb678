import { defineComponent } from "../registry/define-component";
import { between, image, list, oneOf, text, uiFor, upTo } from "./field-helpers";

const { ui, options } = uiFor("pictureads");

/** Picture ads: carousel, stacked, grid or 1.3-slide centred (swiperType 0 to 3). */
export const pictureAds = defineComponent({
  type: "pictureads",
  group: "basic",
  icon: "Image",
  legacy: { code: "1-3", style: "pictureadsstyle" },
  defaultProps: {
    swiperType: 0,
    imageList: [] as { src: string; text: string }[],
    // 0 means no paging; the others are the carousel's pagination type names.
    pagingType: "bullets" as string | number,
    rowindividual: 2,
    imageMargin: 0,
    borderRadius: 0,
    pageMargin: 0,
  },
  fields: {
    swiperType: {
      ...oneOf(0, 1, 2, 3),
      ui: ui("choice", "swiperType", { options: options("swiperType", [0, 1, 2, 3]) }),
    },
    imageList: list(
      {
        src: image({ ui: ui("image", "imageList.src") }),
        text: text({ ui: ui("text", "imageList.text") }),
      },
      {
        ui: ui("list", "imageList", {
          addLabel: "field.pictureads.imageList.add",
          newItem: { src: "", text: "" },
          sortable: true,
        }),
      },
    ),
    pagingType: {
      ...oneOf(0, "bullets", "fraction", "progressbar"),
      ui: ui("segmented", "pagingType", {
        visibleWhen: { field: "swiperType", in: [0, 3] },
        options: options("pagingType", [0, "bullets", "fraction", "progressbar"]),
      }),
    },
    rowindividual: between(2, 6, {
      ui: ui("slider", "rowindividual", { step: 1, visibleWhen: { field: "swiperType", in: [2] } }),
    }),
    imageMargin: upTo(20, { ui: ui("slider", "imageMargin", { step: 1 }) }),
    borderRadius: upTo(30, { ui: ui("slider", "borderRadius", { step: 1 }) }),
    pageMargin: upTo(20, { ui: ui("slider", "pageMargin", { step: 1 }) }),
  },
});
