import { defineComponent } from "../registry/define-component";
import {
  between,
  image,
  linkTarget,
  linkType,
  list,
  oneOf,
  text,
  uiFor,
  upTo,
} from "./field-helpers";

const { ui, options } = uiFor("pictureads");

/** One slide: its picture, title and where a tap leads (`linktype` "10" a page, "11" an address). */
// A type, not an interface: a list's newItem is a plain record (an index signature).
export type PictureAdsSlide = {
  src: string;
  text: string;
  linktype?: string | undefined;
  http?: Record<string, unknown> | string | undefined;
};

/**
 * A new slide. The original kept a slide's link as `linktype` and `http` (`{}` until a target is
 * chosen, `{externalLink}` for a typed address), as on the note card; slides of older pages
 * without them have no link and are read as they are.
 */
export const newPictureAdsSlide = (): PictureAdsSlide => ({
  src: "",
  text: "",
  linktype: "10",
  http: {},
});

/** Picture ads: one per row, carousel, several per row or 1.3-slide centred (swiperType 0 to 3). */
export const pictureAds = defineComponent({
  type: "pictureads",
  group: "basic",
  icon: "Image",
  legacy: { code: "1-3", style: "pictureadsstyle" },
  defaultProps: {
    swiperType: 0,
    imageList: [] as PictureAdsSlide[],
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
        linktype: linkType(),
        // A typed address must pass the link format (http(s) or a path of this site).
        http: linkTarget({ ui: ui("link", "imageList.http", { linkTypeField: "linktype" }) }),
      },
      {
        ui: ui("list", "imageList", {
          addLabel: "field.pictureads.imageList.add",
          newItem: newPictureAdsSlide(),
          sortable: true,
        }),
      },
    ),
    pagingType: {
      ...oneOf(0, "bullets", "fraction", "progressbar"),
      ui: ui("segmented", "pagingType", {
        // Only the carousels (1, 2 and 3) page; one per row (0) is a plain column (as in the original).
        visibleWhen: { field: "swiperType", in: [1, 2, 3] },
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
