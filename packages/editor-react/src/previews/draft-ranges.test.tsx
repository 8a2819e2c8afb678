import { render } from "@testing-library/react";
import { builtinComponents, type FieldSpec } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { allTypesPage } from "../render/all-types-page";
import { renderPageToHtml } from "../server";
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

/** One out-of-range draft: a number of `type`'s field at `path` set to `value`, drawn at `limit`. */
interface RangeCase {
  type: string;
  path: string;
  value: number;
  limit: number;
  props: (n: number) => Record<string, unknown>;
}

/** Content for the kinds that draw an empty placeholder by default, so their numbers are drawn. */
const CONTENT: Readonly<Record<string, Record<string, unknown>>> = {
  pictureads: { imageList: [{ src: "/ads/spring.png", text: "Spring sale" }] },
  listswitching: { imageList: [{ name: "Green tea", price: 12, coverUrl: "/tea.png" }] },
};

/**
 * Every ranged number of every built-in, top level and in the items of its default lists, each
 * just past its maximum and below its minimum (when below is a number a user can type).
 */
function rangeCases(): RangeCase[] {
  const cases: RangeCase[] = [];
  const push = (type: string, path: string, spec: FieldSpec, at: (n: number) => object) => {
    const props = (n: number) => ({ ...CONTENT[type], ...at(n) });
    if (spec.max !== undefined)
      cases.push({ type, path, value: spec.max + 37, limit: spec.max, props });
    if (spec.min !== undefined && spec.min > 0)
      cases.push({ type, path, value: spec.min - 1, limit: spec.min, props });
  };
  for (const definition of builtinComponents) {
    const defaults = { ...definition.defaultProps, ...CONTENT[definition.type] } as Record<
      string,
      unknown
    >;
    for (const [name, spec] of Object.entries(definition.fields)) {
      if (spec.min !== undefined || spec.max !== undefined)
        push(definition.type, name, spec, (n) => ({ [name]: n }));
      const items = defaults[name];
      if (!spec.fields || !Array.isArray(items) || items.length === 0) continue;
      for (const [inner, innerSpec] of Object.entries(spec.fields)) {
        if (innerSpec.min === undefined && innerSpec.max === undefined) continue;
        push(definition.type, `${name}[].${inner}`, innerSpec, (n) => ({
          [name]: items.map((item) => ({ ...(item as object), [inner]: n })),
        }));
      }
    }
  }
  return cases;
}

describe("a tab bar highlighting an item it does not have", () => {
  it("highlights its last item, as the field's limit for its four items", () => {
    const page = (highlight: number) =>
      renderPageToHtml(allTypesPage({ tabBar: { Highlight: highlight } }));
    expect(page(4)).toBe(page(3));
    expect(page(4)).toContain("data-tab-active");
  });
});

describe("every built-in's out-of-range numbers", () => {
  const cases = rangeCases();

  it("cover the fields the issue names (search height, caption size, divider height)", () => {
    const named = cases.map((c) => `${c.type}.${c.path}`);
    for (const field of [
      "commoditysearch.heights",
      "captiontext.wordSize",
      "auxiliarysegmentation.blankHeight",
    ])
      expect(named).toContain(field);
  });

  // The canvas and the published page draw through the same previews: the page's server markup
  // with the refused value must be the markup with the limit, for every kind and field.
  it.each(cases.map((c) => [`${c.type}.${c.path} = ${c.value}`, c] as const))(
    "%s is drawn as its limit on the published page",
    (_name, c) => {
      const page = (n: number) => renderPageToHtml(allTypesPage({ [c.type]: c.props(n) }));
      expect(page(c.value)).toBe(page(c.limit));
    },
  );
});
