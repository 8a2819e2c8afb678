import { screen, within } from "@testing-library/react";
import { createEditor, validateDocument } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderEditor } from "./test-utils";

// A page saved by an editor with more component types opens here as titled boxes that keep their
// props (issue 35): createEditor, the canvas, the list and serialising must not crash or lose them.

const saved = {
  components: [
    { id: "n1", type: "notice", props: { noticeText: "Hello" } },
    { id: "h1", type: "hostTimer", props: { label: "Sale ends", seconds: 90 } },
  ],
};

describe("a component of a type this editor has not registered", () => {
  it("opens as a titled box that says its content is kept, and saves back unchanged", () => {
    const editor = createEditor({ document: saved });
    renderEditor({}, editor);
    const block = screen.getByRole("main").querySelector('[data-unknown-type="hostTimer"]');
    expect(block?.textContent).toContain("未注册的组件“hostTimer”");
    expect(block?.textContent).toContain("内容已保留");
    expect(
      within(screen.getByRole("main")).getByRole("button", { name: "未注册的组件“hostTimer”" }),
    ).toBeTruthy();

    const again = JSON.parse(editor.serialize());
    expect(again.components[1]).toEqual(saved.components[1]);
    // Validation names it, as a message in the editor's language, instead of throwing.
    expect(validateDocument(editor.getDocument()).map((i) => i.message)).toContain(
      "未知的组件类型：hostTimer",
    );
  });
});
