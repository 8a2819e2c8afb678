import { render } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { type RenderSurface, RenderSurfaceContext } from "./render-surface";
import { propsOf } from "./story-props";

function draw(element: ReactElement, surface: RenderSurface) {
  return render(
    <RenderSurfaceContext.Provider value={surface}>{element}</RenderSurfaceContext.Provider>,
  );
}

const slides = [
  {
    src: "/uploads/a.png",
    text: "Sale",
    linktype: "11",
    http: { externalLink: "https://x.example/sale" },
  },
  {
    src: "/uploads/b.png",
    text: "Home",
    linktype: "10",
    http: { pageId: 4, name: "Home", url: "/s/home" },
  },
  { src: "/uploads/c.png", text: "Plain", linktype: "10", http: {} },
  // An older page's slide, without a link.
  { src: "/uploads/d.png", text: "Old" },
];

const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);

describe("picture ads slide links (issue 32)", () => {
  it("link each slide that has a target on the published page, in every layout", () => {
    for (const swiperType of [0, 1, 3]) {
      const view = draw(
        <PictureAdsPreview
          locale="en"
          props={propsOf("pictureads", { swiperType, imageList: slides })}
        />,
        "static-page",
      );
      expect(hrefs(view.container), `type ${swiperType}`).toEqual([
        ["Sale", "https://x.example/sale"],
        ["Home", "/s/home"],
      ]);
      view.unmount();
    }
  });

  it("name a linked slide without a title by where it leads", () => {
    const view = draw(
      <PictureAdsPreview
        locale="en"
        props={propsOf("pictureads", {
          imageList: [
            {
              src: "/uploads/a.png",
              text: "",
              linktype: "10",
              http: { pageId: 4, name: "Spring" },
            },
            {
              src: "/uploads/b.png",
              text: "",
              linktype: "11",
              http: { externalLink: "https://x.example/" },
            },
          ],
        })}
      />,
      "static-page",
    );
    expect(
      [...view.container.querySelectorAll("a")].map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Spring", "https://x.example/"]);
  });

  it("are plain boxes on the canvas, so a click there selects the block", () => {
    const view = draw(
      <PictureAdsPreview
        locale="en"
        props={propsOf("pictureads", { swiperType: 0, imageList: slides })}
      />,
      "editor",
    );
    expect(view.container.querySelector("a")).toBeNull();
    expect(view.container.textContent).toContain("Sale");
  });

  it("never link an address the link check refuses", () => {
    const view = draw(
      <PictureAdsPreview
        locale="en"
        props={propsOf("pictureads", {
          imageList: [
            { src: "", text: "Bad", linktype: "11", http: { externalLink: "javascript:alert(1)" } },
          ],
        })}
      />,
      "static-page",
    );
    expect(view.container.querySelector("a")).toBeNull();
  });

  it("reach the page shoppers get from the server (renderPageToHtml)", () => {
    const editor = createEditor();
    editor.insert("pictureads", 0, { swiperType: 1, imageList: slides });
    const html = renderPageToHtml(editor.getDocument(), { locale: "en" });
    expect(html).toContain('href="https://x.example/sale"');
    expect(html).toContain('href="/s/home"');
  });
});
