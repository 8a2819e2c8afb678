import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("copy and paste", () => {
  it("copies the selection and pastes it after the selection with fresh ids", () => {
    const { editor, ids } = testEditor();
    editor.insert("notice", 0, { noticeText: "A" });
    editor.insert("richtext");
    editor.select(["c1"]);
    const copied = editor.copy();
    expect(copied).toMatchObject({ ok: true, count: 1 });
    if (!copied.ok) return;
    expect(editor.paste(copied.payload)).toEqual({ ok: true, changed: true, ids: ["c3"] });
    expect(ids()).toEqual(["c1", "c3", "c2"]);
    expect(editor.getDocument().components[1]!.props.noticeText).toBe("A");
  });

  it("pastes into another editor, at the end by default", () => {
    const source = testEditor().editor;
    source.insert("captiontext", 0, { name: "Title" });
    source.insert("notice");
    const copied = source.copy(["c2", "c1"]);
    if (!copied.ok) throw new Error("copy failed");
    const { editor: target, types } = testEditor();
    target.insert("richtext");
    expect(target.paste(copied.payload)).toMatchObject({ ok: true, ids: ["c2", "c3"] });
    expect(types()).toEqual(["richtext", "captiontext", "notice"]);
    expect(target.paste(copied.payload, 0)).toMatchObject({ ok: true });
    expect(types()[0]).toBe("captiontext");
  });

  it("refuses text that is not a component payload, and unknown ids", () => {
    const { editor } = testEditor({ locale: "en" });
    expect(editor.paste("hello")).toEqual({
      ok: false,
      reason: "invalid-payload",
      message: "The clipboard content is not a component",
    });
    expect(editor.paste(JSON.stringify({ format: "other" }))).toMatchObject({ ok: false });
    const bad = JSON.stringify({ format: "vitrine/components", components: [{ type: "nope" }] });
    expect(editor.paste(bad)).toMatchObject({ ok: false, reason: "invalid-payload" });
    expect(editor.copy(["zz"])).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("applies placement rules to pasted components", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.insert("suspension");
    const copied = editor.copy(["c2"]);
    if (!copied.ok) throw new Error("copy failed");
    expect(editor.paste(copied.payload)).toMatchObject({ ok: false, reason: "placement" });
    const empty = editor.copy([]);
    if (empty.ok)
      expect(editor.paste(empty.payload)).toEqual({ ok: true, changed: false, ids: [] });
  });
});
