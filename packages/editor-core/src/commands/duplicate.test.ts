import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("duplicate", () => {
  it("puts a copy with a new id right after the original", () => {
    const { editor, ids } = testEditor();
    editor.insert("notice", 0, { noticeText: "Sale" });
    editor.insert("richtext");
    expect(editor.duplicate("c1")).toEqual({ ok: true, changed: true, id: "c3" });
    expect(ids()).toEqual(["c1", "c3", "c2"]);
    expect(editor.getDocument().components[1]!.props.noticeText).toBe("Sale");
  });

  it("refuses once-per-page components and unknown ids", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.insert("suspension");
    expect(editor.duplicate("c2")).toMatchObject({ ok: false, reason: "placement" });
    expect(editor.duplicate("zz")).toMatchObject({ ok: false, reason: "not-found" });
  });
});
