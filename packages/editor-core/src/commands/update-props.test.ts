import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("updateProps", () => {
  it("sets fields by deep path", () => {
    const { editor } = testEditor();
    editor.insert("captiontext");
    editor.insert("pictureads", 1, {
      imageList: [
        { src: "a", text: "" },
        { src: "b", text: "" },
      ],
    });
    expect(editor.updateProps("c1", "more.show", true)).toEqual({ ok: true, changed: true });
    expect(editor.updateProps("c2", "imageList.1.src", "z")).toMatchObject({ changed: true });
    expect(editor.updateProps("c2", ["imageList", 0, "text"], "first")).toMatchObject({ ok: true });
    const [caption, ads] = editor.getDocument().components;
    expect(caption!.props.more).toMatchObject({ show: true, text: "查看更多" });
    expect(ads!.props.imageList).toEqual([
      { src: "a", text: "first" },
      { src: "z", text: "" },
    ]);
  });

  it("accepts invalid values for drafts but refuses a sixth tab-bar item", () => {
    const { editor } = testEditor({ locale: "en" });
    editor.insert("captiontext");
    editor.insert("tabBar");
    expect(editor.updateProps("c1", "wordSize", 150)).toMatchObject({ ok: true });
    const five = Array.from({ length: 5 }, (_, i) => ({ iconText: `${i}` }));
    expect(editor.updateProps("c2", "iconList", five)).toMatchObject({ ok: true });
    expect(editor.updateProps("c2", "iconList.5", { iconText: "6" })).toEqual({
      ok: false,
      reason: "too-many-items",
      message: "Bottom tab bar holds at most 5 items",
    });
    expect(editor.getDocument().components[1]!.props.iconList).toHaveLength(5);
  });

  it("refuses a value of the wrong kind, which would make the page unreadable", () => {
    const { editor } = testEditor({ locale: "en" });
    editor.insert("captiontext");
    expect(editor.updateProps("c1", "more.show", "yes")).toEqual({
      ok: false,
      reason: "invalid-value",
      message: 'Field "more.show" expects true or false',
    });
    expect(editor.updateProps("c1", "wordSize", null)).toMatchObject({ ok: true });
    expect(editor.updateProps("c1", "custom", "anything")).toMatchObject({ ok: true });
  });

  it("answers unchanged for an equal value and refuses bad paths and ids", () => {
    const { editor } = testEditor();
    editor.insert("captiontext");
    expect(editor.updateProps("c1", "wordSize", 16)).toEqual({ ok: true, changed: false });
    expect(editor.canUndo()).toBe(true);
    expect(editor.updateProps("c1", "wordSize.x", 1)).toMatchObject({
      ok: false,
      reason: "invalid-path",
    });
    expect(editor.updateProps("c1", "", 1)).toMatchObject({ ok: false, reason: "invalid-path" });
    expect(editor.updateProps("zz", "a", 1)).toMatchObject({ ok: false, reason: "not-found" });
  });
});
