import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("remove", () => {
  it("removes one or several components and drops them from the selection", () => {
    const { editor, ids } = testEditor();
    for (const type of ["notice", "richtext", "videoss"]) editor.insert(type);
    editor.select(["c1", "c2"]);
    expect(editor.remove("c1")).toEqual({ ok: true, changed: true });
    expect(editor.getSelection()).toEqual(["c2"]);
    editor.remove(["c2", "c3"]);
    expect(ids()).toEqual([]);
  });

  it("refuses unknown ids and leaves the page as it was", () => {
    const { editor, ids } = testEditor();
    editor.insert("notice");
    expect(editor.remove(["c1", "zz"])).toMatchObject({ ok: false, reason: "not-found" });
    expect(ids()).toEqual(["c1"]);
  });

  it("refuses to leave a floating button first", () => {
    const { editor } = testEditor();
    editor.insert("notice");
    editor.insert("suspension");
    expect(editor.remove("c1")).toEqual({
      ok: false,
      reason: "placement",
      message: "悬浮按钮不能放在页面的第一个位置",
    });
  });
});
