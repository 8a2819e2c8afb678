import { describe, expect, it } from "vitest";
import { serializeDocument } from "../document/serialize-document";
import { testEditor } from "./test-editor";

describe("importDocument", () => {
  it("replaces the page as one undoable step and clears the selection", () => {
    const { editor, ids } = testEditor();
    editor.insert("notice");
    editor.select("c1");
    const other = testEditor().editor;
    other.insert("richtext");
    other.updateSettings({ name: "Imported" });

    expect(editor.importDocument(serializeDocument(other.getDocument()))).toEqual({
      ok: true,
      changed: true,
    });
    expect(editor.getDocument().components.map((c) => c.type)).toEqual(["richtext"]);
    expect(editor.getDocument().settings.name).toBe("Imported");
    expect(editor.getSelection()).toEqual([]);

    expect(editor.undo().ok).toBe(true);
    expect(ids()).toEqual(["c1"]);
    expect(editor.getDocument().settings.name).toBe("");
    expect(editor.redo().ok).toBe(true);
    expect(editor.getDocument().settings.name).toBe("Imported");
  });

  it("adds no step when the imported page is the one open", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    const before = editor.getState().document.past.length;
    expect(editor.importDocument(editor.serialize())).toEqual({ ok: true, changed: false });
    expect(editor.getState().document.past.length).toBe(before);
  });

  it("refuses a document it cannot read and keeps the current one and its history", () => {
    const { editor, ids } = testEditor({ locale: "en" });
    editor.insert("notice");
    const result = editor.importDocument({ components: [{ id: "a", type: "notice", props: [] }] });
    expect(result).toEqual({
      ok: false,
      reason: "invalid-document",
      message: expect.stringMatching(/^The page data is invalid: /),
    });
    expect(ids()).toEqual(["c1"]);
    expect(editor.canUndo()).toBe(true);
  });
});
