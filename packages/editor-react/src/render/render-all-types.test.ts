import { createBuiltinRegistry } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { PREVIEWED_TYPES } from "../previews/ComponentPreview";
import { renderPageToHtml } from "../server";
import { allTypesPage } from "./all-types-page";

const TYPES = createBuiltinRegistry()
  .list()
  .map((definition) => definition.type);

/** What a shopper reads: the markup without tags, style blocks or attribute values. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the server's public HTML of every component type", () => {
  it("draws each of the 22 built-ins with a preview of its own", () => {
    expect(TYPES).toHaveLength(22);
    expect([...PREVIEWED_TYPES].sort()).toEqual([...TYPES].sort());
  });

  it("shows no component's type name to shoppers, on a page holding all 22 at their defaults", () => {
    const text = visibleText(renderPageToHtml(allTypesPage(), { pageId: 7 }));
    for (const type of TYPES) expect(text).not.toMatch(new RegExp(`\\b${type}\\b`));
    // Defaults the original drew are there instead.
    for (const shown of ["左侧标题", "右侧内容", "立即添加", "¥99", "首页", "购物车"])
      expect(text).toContain(shown);
  });

  it("survives values of the wrong type and unknown fields (pages imported from elsewhere)", () => {
    const odd = {
      imageList: "x",
      iconList: 3,
      jsonData: [null, 5, { type: "9" }],
      hotords: {},
      commoditylisttypetab: [1],
      unknownKey: { deep: true },
      heights: "abc",
      rubiksCubeType: 99,
      Highlight: null,
    };
    const page = allTypesPage(Object.fromEntries(TYPES.map((type) => [type, odd])));
    expect(() => renderPageToHtml(page)).not.toThrow();
  });

  it("writes tab and overlay CSS as CSS (not HTML-escaped) and keeps scripts out", () => {
    const html = renderPageToHtml(
      allTypesPage({
        listswitching: { commoditylisttype: 1 },
        communitypowder: { qrcodeImg: "/uploads/qr.png" },
      }),
      { pageId: 7 },
    );
    expect(html).toContain("~* .vitrine-tabs-c-listswitching-panels>[data-group=");
    expect(html).toContain(".vitrine-qr:target{display:flex}");
    expect(html).not.toContain("<script");
    // The tab bar's four default icons are drawn in the markup itself.
    const tabBar = html.slice(html.indexOf('data-component-type="tabBar"'));
    expect(tabBar.match(/<svg/g)).toHaveLength(4);
  });
});
