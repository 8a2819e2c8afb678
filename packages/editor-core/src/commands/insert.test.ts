import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("insert", () => {
  it("inserts a component with the definition's defaults and answers its id", () => {
    const { editor, ids } = testEditor();
    expect(editor.insert("notice")).toEqual({ ok: true, changed: true, id: "c1" });
    expect(editor.insert("captiontext", 0, { name: "Hi" })).toMatchObject({ ok: true, id: "c2" });
    expect(ids()).toEqual(["c2", "c1"]);
    expect(editor.getDocument().components[0]!.props).toMatchObject({ name: "Hi", wordSize: 16 });
  });

  it("refuses initial props of the wrong kind", () => {
    const { editor } = testEditor({ locale: "zh-tw" });
    expect(editor.insert("notice", 0, { noticeText: 5 })).toEqual({
      ok: false,
      reason: "invalid-value",
      message: "欄位「noticeText」應為文字",
    });
  });

  it("refuses an unknown type in the operator's language", () => {
    const { editor } = testEditor({ locale: "en" });
    expect(editor.insert("nope")).toEqual({
      ok: false,
      reason: "unknown-type",
      message: "Unknown component type: nope",
    });
  });

  it("refuses a tab bar or floating button as the first component", () => {
    const { editor } = testEditor();
    expect(editor.insert("tabBar")).toEqual({
      ok: false,
      reason: "placement",
      message: "底部导航不能放在页面的第一个位置",
    });
    editor.insert("notice");
    expect(editor.insert("suspension", 0)).toMatchObject({ ok: false, reason: "placement" });
    expect(editor.insert("suspension", 1)).toMatchObject({ ok: true });
  });

  it("allows one tab bar, keeps it last and inserts others before it", () => {
    const { editor, types } = testEditor({ locale: "zh-tw" });
    editor.insert("notice");
    editor.insert("tabBar", 0);
    expect(types()).toEqual(["notice", "tabBar"]);
    editor.insert("richtext");
    expect(types()).toEqual(["notice", "richtext", "tabBar"]);
    expect(editor.insert("tabBar")).toEqual({
      ok: false,
      reason: "placement",
      message: "每個頁面只能新增1個底部導航",
    });
  });
});
