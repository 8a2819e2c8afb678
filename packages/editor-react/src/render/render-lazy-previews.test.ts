import { describe, expect, it } from "vitest";
import { LAZY_PREVIEW_TYPES } from "../previews/lazy-previews";
import { renderPageToHtml } from "../server";
import { allTypesPage } from "./all-types-page";

/** The markup of the block of `type`: from its wrapper up to the next block's (or the end). */
function blockOf(html: string, type: string): string {
  const start = html.indexOf(`data-component-type="${type}"`);
  expect(start, `no block of ${type}`).toBeGreaterThanOrEqual(0);
  const next = html.indexOf("data-component-type=", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

describe("the server's HTML of the previews the browser loads on first use", () => {
  it("draws each of the 13 in the markup itself, never the loading placeholder", () => {
    expect(LAZY_PREVIEW_TYPES).toHaveLength(13);
    const html = renderPageToHtml(allTypesPage(), { pageId: 7 });
    expect(html).not.toContain("data-preview-loading");
    for (const type of LAZY_PREVIEW_TYPES) {
      // The wrapper's own tag, then the preview's: at least one element inside the block.
      expect(blockOf(html, type).match(/</g)?.length ?? 0, type).toBeGreaterThan(1);
    }
    // A few things only the loaded previews draw (search hint, cell title, form submit).
    for (const shown of ["搜索商品", "左侧标题", "提交"]) expect(html).toContain(shown);
  });
});
