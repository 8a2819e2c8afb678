import { describe, expect, it } from "vitest";
import { fieldMessages } from "../i18n/field-messages";

const labels = (locale: "zh-cn" | "en" | "zh-tw", key: string, values: (string | number)[]) =>
  values.map((value) => fieldMessages(locale)[`option.${key}.${value}`]);

// The choices mean what the original editor drew for each stored value, so a page made there
// looks the same here (its panels' tooltips and its previews agree on these).
describe("choice labels name what the value draws", () => {
  it("note card layouts 0-4: big image, two per row, horizontal scroll, one big two small, detailed list", () => {
    expect(labels("zh-cn", "storenotecard.commodityType", [0, 1, 2, 3, 4])).toEqual([
      "大图模式",
      "一行两个",
      "横向滑动",
      "一大两小",
      "详细列表",
    ]);
    expect(labels("en", "storenotecard.commodityType", [0, 1, 2, 3, 4])).toEqual([
      "Big image",
      "Two per row",
      "Horizontal scroll",
      "One big, two small",
      "Detailed list",
    ]);
  });

  it("picture ads types 0-3: one per row, carousel, several per row, centred slides", () => {
    expect(labels("zh-cn", "pictureads.swiperType", [0, 1])).toEqual(["一行一个", "轮播海报"]);
    expect(labels("en", "pictureads.swiperType", [0, 1, 2, 3])).toEqual([
      "One per row",
      "Carousel",
      "Several per row",
      "Centred slides",
    ]);
  });

  it("corner marks: 新品 热卖 NEW HOT in zh-cn, words of the reader's language elsewhere", () => {
    const types = [0, 1, 2, 3];
    expect(labels("zh-cn", "listswitching.commoditycornertype", types)).toEqual([
      "新品",
      "热卖",
      "NEW",
      "HOT",
    ]);
    expect(labels("en", "listswitching.commoditycornertype", types)).toEqual([
      "New",
      "Hot",
      "NEW",
      "HOT",
    ]);
    expect(labels("zh-tw", "listswitching.commoditycornertype", types)).toEqual([
      "新品",
      "熱賣",
      "NEW",
      "HOT",
    ]);
  });
});
