import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { propsOf } from "./story-props";

const images = [
  { src: "", text: "Spring sale" },
  { src: "", text: "New in" },
];

describe("picture ads preview", () => {
  it("shows the first slide at once, then the looping Swiper carousel once it has loaded", async () => {
    const { container } = render(
      <PictureAdsPreview
        locale="zh-cn"
        props={propsOf("pictureads", { swiperType: 1, pagingType: "bullets", imageList: images })}
      />,
    );
    expect(container.textContent).toContain("Spring sale");
    await waitFor(() => expect(container.querySelector(".swiper-wrapper")).not.toBeNull());
    // Looping: Swiper adds its loop class, and the bullets are drawn.
    expect(container.querySelector(".swiper")?.className).toMatch(/loop|initialized/);
    expect(container.textContent).toContain("New in");
  });

  it("lays type 0 out one image per row without a carousel", () => {
    const { container } = render(
      <PictureAdsPreview locale="zh-cn" props={propsOf("pictureads", { imageList: images })} />,
    );
    expect(container.textContent).toContain("Spring sale");
    expect(container.textContent).toContain("New in");
    expect(container.querySelector(".swiper")).toBeNull();
  });
});
