import { describe, expect, it } from "vitest";
import { testEditor } from "../commands/test-editor";
import {
  makeSelectComponentIds,
  selectCanRedo,
  selectCanUndo,
  selectComponentById,
  selectComponentIds,
  selectComponentIndex,
  selectComponents,
  selectDocument,
  selectHover,
  selectIsHovered,
  selectIsSelected,
  selectSelection,
  selectSettings,
} from "./selectors";

describe("selectors", () => {
  it("answer the same component object until that component changes", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.insert("richtext");
    const before = editor.getState();
    editor.updateProps("c2", "myValue", "<p>x</p>");
    const after = editor.getState();
    expect(selectComponentById(after, "c1")).toBe(selectComponentById(before, "c1"));
    expect(selectComponentById(after, "c2")).not.toBe(selectComponentById(before, "c2"));
    expect(selectComponentById(after, "zz")).toBeUndefined();
    expect(selectComponentIndex(after, "c2")).toBe(1);
    expect(selectComponentIndex(after, "zz")).toBe(-1);
  });

  it("answer the same id list while the order is unchanged", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    const ids = selectComponentIds(editor.getState());
    editor.updateProps("c1", "noticeText", "x");
    expect(selectComponentIds(editor.getState())).toBe(ids);
    editor.insert("notice");
    expect(selectComponentIds(editor.getState())).toEqual(["c1", "c2"]);
  });

  it("keep a separate id list per selector instance", () => {
    const first = testEditor();
    const second = testEditor();
    first.editor.insert("notice");
    second.editor.insert("richtext");
    const selectFirst = makeSelectComponentIds();
    const selectSecond = makeSelectComponentIds();
    const ids = selectFirst(first.editor.getState());
    selectSecond(second.editor.getState());
    first.editor.updateProps("c1", "noticeText", "x");
    expect(selectFirst(first.editor.getState())).toBe(ids);
  });

  it("expose document, settings, selection, hover and history flags", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.select("c1");
    editor.hover("c1");
    const state = editor.getState();
    expect(selectDocument(state)).toBe(editor.getDocument());
    expect(selectSettings(state)).toBe(editor.getDocument().settings);
    expect(selectComponents(state)).toHaveLength(1);
    expect(selectSelection(state)).toEqual(["c1"]);
    expect(selectIsSelected(state, "c1")).toBe(true);
    expect(selectHover(state)).toBe("c1");
    expect(selectIsHovered(state, "c1")).toBe(true);
    expect(selectCanUndo(state)).toBe(true);
    expect(selectCanRedo(state)).toBe(false);
  });

  it("drop selected and hovered ids that undo removes", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.select("c1");
    editor.hover("c1");
    editor.undo();
    expect(selectSelection(editor.getState())).toEqual([]);
    expect(selectHover(editor.getState())).toBeNull();
  });
});
