import { describe, expect, it } from "vitest";
import { serializeDocument } from "../document/serialize-document";
import { testEditor } from "./test-editor";

describe("reset", () => {
  it("empties the page as one undoable step", () => {
    const { editor, ids } = testEditor();
    editor.insert("notice");
    editor.updateSettings({ name: "X" });
    expect(editor.reset()).toEqual({ ok: true, changed: true });
    expect(ids()).toEqual([]);
    expect(editor.getDocument().settings.name).toBe("");
    editor.undo();
    expect(ids()).toEqual(["c1"]);
    expect(testEditor().editor.reset()).toEqual({ ok: true, changed: false });
  });
});

describe("load", () => {
  it("opens another document, clearing history and selection", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.select("c1");
    const other = testEditor().editor;
    other.insert("richtext");
    expect(editor.load(serializeDocument(other.getDocument()))).toEqual({
      ok: true,
      changed: true,
    });
    expect(editor.getDocument().components.map((c) => c.type)).toEqual(["richtext"]);
    expect(editor.canUndo()).toBe(false);
    expect(editor.getSelection()).toEqual([]);
  });

  it("refuses a document it cannot read and keeps the current one", () => {
    const { editor, ids } = testEditor({ locale: "en" });
    editor.insert("notice");
    const result = editor.load({ components: [{ id: "a", type: "notice", props: [] }] });
    expect(result).toEqual({
      ok: false,
      reason: "invalid-document",
      message: expect.stringMatching(/^The page data is invalid: /),
    });
    expect(ids()).toEqual(["c1"]);
  });
});
