import { render, waitFor } from "@testing-library/react";
import type { Swiper } from "swiper";
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

  /** Renders a carousel and waits for Swiper to have taken over. */
  async function carousel(props: Record<string, unknown>) {
    const view = render(
      <PictureAdsPreview
        locale="zh-cn"
        props={propsOf("pictureads", { imageList: images, ...props })}
      />,
    );
    await waitFor(() => expect(view.container.querySelector(".swiper-initialized")).not.toBeNull());
    const swiper = (view.container.querySelector(".swiper") as HTMLElement & { swiper: Swiper })
      .swiper;
    return { ...view, swiper };
  }

  it("draws no paging for paging 0 (不显示)", async () => {
    const { container } = await carousel({ swiperType: 1, pagingType: 0 });
    expect(container.querySelector(".swiper-pagination")).toBeNull();
  });

  it("numbers the slides for paging fraction (样式二)", async () => {
    const { container } = await carousel({ swiperType: 1, pagingType: "fraction" });
    const paging = container.querySelector(".swiper-pagination-fraction");
    expect(paging?.querySelector(".swiper-pagination-current")?.textContent).toBe("1");
    expect(paging?.querySelector(".swiper-pagination-total")?.textContent).toBe("2");
  });

  it("draws a progress bar for paging progressbar (样式三)", async () => {
    const { container } = await carousel({ swiperType: 1, pagingType: "progressbar" });
    expect(container.querySelector(".swiper-pagination-progressbar-fill")).not.toBeNull();
    expect(container.querySelector(".swiper-pagination-fraction")).toBeNull();
  });

  it("redraws the paging at once when the paging type changes (no reload)", async () => {
    const props = (pagingType: unknown) =>
      propsOf("pictureads", { swiperType: 1, pagingType, imageList: images });
    const view = render(<PictureAdsPreview locale="zh-cn" props={props("bullets")} />);
    await waitFor(() =>
      expect(view.container.querySelector(".swiper-pagination-bullet")).not.toBeNull(),
    );
    view.rerender(<PictureAdsPreview locale="zh-cn" props={props("fraction")} />);
    await waitFor(() =>
      expect(view.container.querySelector(".swiper-pagination-total")?.textContent).toBe("2"),
    );
    expect(view.container.querySelector(".swiper-pagination-bullet")).toBeNull();
    view.rerender(<PictureAdsPreview locale="zh-cn" props={props("progressbar")} />);
    await waitFor(() =>
      expect(view.container.querySelector(".swiper-pagination-progressbar-fill")).not.toBeNull(),
    );
    expect(view.container.querySelector(".swiper-pagination-fraction")).toBeNull();
    view.rerender(<PictureAdsPreview locale="zh-cn" props={props(0)} />);
    await waitFor(() => expect(view.container.querySelector(".swiper-pagination")).toBeNull());
  });

  it("centres 1.3 slides for type 3, looping and autoplaying", async () => {
    const { swiper } = await carousel({ swiperType: 3, pagingType: "bullets" });
    expect(swiper.params.centeredSlides).toBe(true);
    expect(swiper.params.slidesPerView).toBe(1.3);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.autoplay.running).toBe(true);
    const other = await carousel({ swiperType: 1 });
    expect(other.swiper.params.centeredSlides).toBe(false);
  });
});
