import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "./server";

describe("renderPageToHtml", () => {
  it("renders the header and every component with its id, in Node", () => {
    const editor = createEditor();
    editor.updateSettings({ name: "首页" });
    const title = editor.insert("captiontext", 0, { name: "New <arrivals>" });
    editor.insert("notice", 1, { noticeText: "Free delivery" });
    const html = renderPageToHtml(editor.getDocument());
    expect(html).toContain("首页");
    expect(html).toContain("New &lt;arrivals&gt;");
    expect(html).toContain("Free delivery");
    expect(title.ok && html.includes(`data-component-id="${title.id}"`)).toBe(true);
  });

  it("draws a carousel's slides without Swiper (which loads only in browsers)", () => {
    const editor = createEditor();
    editor.insert("pictureads", 0, {
      swiperType: 3,
      imageList: [
        { src: "https://img.example/a.png", text: "Spring sale" },
        { src: "https://img.example/b.png", text: "New in" },
        { src: "https://img.example/c.png", text: "Last chance" },
      ],
    });
    const html = renderPageToHtml(editor.getDocument());
    // Every slide is in the server's markup, in a track a shopper can swipe without a script
    // (the storefront's carousel script only adds autoplay and paging); no Swiper markup.
    expect(html).toContain("Spring sale");
    expect(html).toContain("New in");
    expect(html).toContain("Last chance");
    expect(html.indexOf("Spring sale")).toBeLessThan(html.indexOf("Last chance"));
    expect(html).not.toContain("swiper-wrapper");
  });
});
