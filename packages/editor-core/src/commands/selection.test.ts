import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("select and hover", () => {
  it("selects several components at once and clears with an empty list", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.insert("richtext");
    expect(editor.select(["c1", "c2"])).toEqual({ ok: true, changed: true });
    expect(editor.getSelection()).toEqual(["c1", "c2"]);
    expect(editor.select(["c1", "c2"])).toEqual({ ok: true, changed: false });
    editor.select([]);
    expect(editor.getSelection()).toEqual([]);
    expect(editor.select("zz")).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("never enters undo history", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.select("c1");
    editor.hover("c1");
    editor.undo();
    expect(editor.canUndo()).toBe(false);
    expect(editor.getState().ui.hover).toBeNull();
  });

  it("tracks hover and refuses unknown ids", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    expect(editor.hover("c1")).toEqual({ ok: true, changed: true });
    expect(editor.getState().ui.hover).toBe("c1");
    expect(editor.hover(null)).toEqual({ ok: true, changed: true });
    expect(editor.hover("zz")).toMatchObject({ ok: false });
  });
});
