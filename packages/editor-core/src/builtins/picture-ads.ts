import { defineComponent } from "../registry/define-component";
import { between, image, list, oneOf, text, upTo } from "./field-helpers";

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
    swiperType: oneOf(0, 1, 2, 3),
    imageList: list({ src: image(), text: text() }),
    pagingType: oneOf(0, "bullets", "fraction", "progressbar"),
    rowindividual: between(2, 6),
    imageMargin: upTo(20),
    borderRadius: upTo(30),
    pageMargin: upTo(20),
  },
});
