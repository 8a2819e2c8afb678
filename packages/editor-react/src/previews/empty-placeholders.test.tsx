import { render, screen } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { type RenderSurface, RenderSurfaceContext } from "./render-surface";
import { propsOf } from "./story-props";
import { TabBarPreview } from "./TabBarPreview";

function draw(element: ReactElement, surface: RenderSurface = "editor") {
  return render(
    <RenderSurfaceContext.Provider value={surface}>{element}</RenderSurfaceContext.Provider>,
  );
}

const emptyAds = propsOf("pictureads", { swiperType: 1, imageList: [] });
const emptyBar = propsOf("tabBar", { iconList: [] });

describe("empty picture ads and tab bar", () => {
  it("show a placeholder saying what to add on the canvas, in the editor's language", () => {
    const ads = draw(<PictureAdsPreview locale="en" props={emptyAds} />);
    const block = ads.container.querySelector<HTMLElement>('[data-empty-block="pictureads"]');
    expect(block?.textContent).toBe("Add images in the panel");
    expect(block?.querySelector("svg")).not.toBeNull();
    ads.unmount();
    draw(<TabBarPreview locale="zh-cn" props={emptyBar} />);
    expect(screen.getByText("请在右侧添加导航").closest("[data-empty-block]")).not.toBeNull();
  });

  it("keep their height on the canvas, so the block can still be seen and clicked", () => {
    const ads = draw(<PictureAdsPreview locale="zh-tw" props={emptyAds} />);
    const block = ads.container.querySelector<HTMLElement>("[data-empty-block]");
    expect(block?.style.height).toBe("150px");
    expect(block?.textContent).toBe("請在右側添加圖片");
  });

  it("draw nothing for shoppers: no grey box, no empty fixed bar nor its spacer", () => {
    for (const surface of ["page", "static-page"] as const) {
      const ads = draw(<PictureAdsPreview locale="en" props={emptyAds} />, surface);
      expect(ads.container.innerHTML).toBe("");
      ads.unmount();
      const bar = draw(<TabBarPreview locale="en" props={emptyBar} />, surface);
      expect(bar.container.innerHTML).toBe("");
      bar.unmount();
    }
    const editor = createEditor();
    editor.insert("captiontext", 0, { name: "Welcome" });
    editor.insert("pictureads", 1, { imageList: [] });
    editor.insert("tabBar", 2, { iconList: [] });
    const html = renderPageToHtml(editor.getDocument(), { locale: "en" });
    expect(html).toContain("Welcome");
    expect(html).not.toContain("data-empty-block");
    expect(html).not.toContain("position:fixed");
  });

  it("give way to the content once there is some", () => {
    const ads = draw(
      <PictureAdsPreview
        locale="en"
        props={propsOf("pictureads", { imageList: [{ src: "", text: "Sale" }] })}
      />,
    );
    expect(ads.container.querySelector("[data-empty-block]")).toBeNull();
    expect(screen.getByText("Sale")).toBeTruthy();
    ads.unmount();
    draw(<TabBarPreview locale="en" props={propsOf("tabBar")} />);
    expect(document.querySelector("[data-empty-block]")).toBeNull();
    expect(document.querySelector("nav")).not.toBeNull();
  });
});
