import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComponentPreview } from "./ComponentPreview";

// A draft may hold a number its field refuses while the field shows the error; the canvas drew it
// at that size (a divider 200 px high, a caption at 150 px, issue 34). It is drawn at the limit.

function drawn(type: string, props: Record<string, unknown>) {
  const { container } = render(
    <ComponentPreview component={{ id: "c1", type, props }} locale="zh-cn" />,
  );
  return container;
}

describe("previews of out-of-range drafts", () => {
  it("draw a divider of blank height 200 at 100 px, the field's limit", () => {
    const container = drawn("auxiliarysegmentation", {
      blankHeight: 200,
      segmentationtype: 0,
      bordertp: "solid",
      auxliarColor: "rgb(229, 229, 229)",
      paddType: 0,
    });
    const heights = [...container.querySelectorAll<HTMLElement>("*")].map((e) => e.style.height);
    expect(heights).toContain("100px");
    expect(heights).not.toContain("200px");
  });

  it("draw a caption with a font size of 150 at 99 px", () => {
    const container = drawn("captiontext", { name: "标题", wordSize: 150, wordHeight: 40 });
    const sizes = [...container.querySelectorAll<HTMLElement>("*")].map((e) => e.style.fontSize);
    expect(sizes).toContain("99px");
    expect(sizes).not.toContain("150px");
  });
});
