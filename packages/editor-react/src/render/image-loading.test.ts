import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";

// Issue 32: a published page keeps its layout while pictures load, and loads the first screen's
// pictures at once and the rest when the shopper scrolls near them.
describe("pictures of a rendered page", () => {
  const editor = createEditor();
  for (let i = 0; i < 5; i++)
    editor.insert("entertheshop", i, { text: `Cell ${i}`, icon: `https://cdn.example/${i}.png` });
  const html = renderPageToHtml(editor.getDocument());
  const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it("carry width and height where their box is fixed", () => {
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image).toContain('width="20"');
      expect(image).toContain('height="20"');
    }
  });

  it("load lazily below the first screen only", () => {
    expect(images.map((image) => image.includes('loading="lazy"'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
