import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("undo and redo", () => {
  it("undoes and redoes steps", () => {
    const { editor, ids } = testEditor({ locale: "en" });
    expect(editor.undo()).toEqual({
      ok: false,
      reason: "nothing-to-undo",
      message: "Nothing to undo",
    });
    editor.insert("notice");
    editor.insert("richtext");
    editor.undo();
    expect(ids()).toEqual(["c1"]);
    expect(editor.canRedo()).toBe(true);
    editor.redo();
    expect(ids()).toEqual(["c1", "c2"]);
    expect(editor.redo()).toMatchObject({ ok: false, reason: "nothing-to-redo" });
  });

  it("merges consecutive edits of one field within the window into one step", () => {
    const { editor, clock } = testEditor();
    editor.insert("notice");
    for (const text of ["S", "Sa", "Sal", "Sale"]) {
      clock.now += 200;
      editor.updateProps("c1", "noticeText", text);
    }
    clock.now += 5000;
    editor.updateProps("c1", "noticeText", "Sale!");
    editor.undo();
    expect(editor.getDocument().components[0]!.props.noticeText).toBe("Sale");
    editor.undo();
    expect(editor.getDocument().components[0]!.props.noticeText).toMatch(/^请填写内容/);
  });

  it("does not merge edits of different fields", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.updateProps("c1", "noticeText", "A");
    editor.updateProps("c1", "textColor", "red");
    editor.updateSettings({ name: "N" });
    editor.updateSettings({ name: "Na" });
    editor.undo();
    expect(editor.getDocument().settings.name).toBe("");
    editor.undo();
    expect(editor.getDocument().components[0]!.props.noticeText).toBe("A");
  });

  it("keeps at most historyLimit steps", () => {
    const { editor } = testEditor({ historyLimit: 3 });
    for (let i = 0; i < 6; i++) editor.insert("notice");
    let undone = 0;
    while (editor.undo().ok) undone++;
    expect(undone).toBe(3);
    expect(editor.getDocument().components).toHaveLength(3);
  });

  it("adds no step for a command that changes nothing", () => {
    const { editor } = testEditor();
    editor.updateSettings({ name: "" });
    editor.move("zz", 0);
    expect(editor.canUndo()).toBe(false);
  });
});
