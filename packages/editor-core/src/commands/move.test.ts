import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

function page() {
  const t = testEditor({ locale: "en" });
  for (const type of ["notice", "richtext", "videoss", "tabBar"]) t.editor.insert(type);
  return t; // c1 notice, c2 richtext, c3 videoss, c4 tabBar
}

describe("move", () => {
  it("moves a component to its final index", () => {
    const { editor, ids } = page();
    expect(editor.move("c1", 2)).toEqual({ ok: true, changed: true });
    expect(ids()).toEqual(["c2", "c3", "c1", "c4"]);
  });

  it("never moves anything past the tab bar, and never the tab bar", () => {
    const { editor, ids } = page();
    editor.move("c1", 3);
    expect(ids()).toEqual(["c2", "c3", "c1", "c4"]);
    expect(editor.move("c4", 0)).toEqual({
      ok: false,
      reason: "placement",
      message: "Bottom tab bar stays fixed at the bottom of the page and cannot be moved",
    });
  });

  it("answers unchanged for a move to the same place and refuses unknown ids", () => {
    const { editor } = page();
    expect(editor.move("c2", 1)).toEqual({ ok: true, changed: false });
    expect(editor.move("zz", 1)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("refuses a move that puts a floating button first", () => {
    const { editor } = page();
    editor.insert("suspension", 1);
    expect(editor.move("c5", 0)).toMatchObject({ ok: false, reason: "placement" });
    expect(editor.move("c1", 3)).toMatchObject({ ok: false, reason: "placement" });
  });
});

describe("moveUp and moveDown", () => {
  it("move one place for keyboard users and stop at the edges", () => {
    const { editor, ids } = page();
    expect(editor.moveDown("c1")).toMatchObject({ ok: true, changed: true });
    expect(ids()).toEqual(["c2", "c1", "c3", "c4"]);
    expect(editor.moveUp("c1")).toMatchObject({ changed: true });
    expect(editor.moveUp("c1")).toEqual({ ok: true, changed: false });
    expect(editor.moveDown("c3")).toEqual({ ok: true, changed: false });
    expect(editor.moveUp("zz")).toMatchObject({ ok: false });
    expect(editor.moveDown("zz")).toMatchObject({ ok: false });
  });
});
