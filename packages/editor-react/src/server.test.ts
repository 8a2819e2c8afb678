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
});
