import { describe, expect, it, vi } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { parseDocument } from "../document/parse-document";
import { defineComponent } from "../registry/define-component";
import { createEditor } from "./create-editor";

describe("createEditor", () => {
  it("opens a given document (object or JSON) and serializes it back", () => {
    const editor = createEditor({
      document: { settings: { name: "Home" }, components: [{ id: "a", type: "notice" }] },
    });
    expect(editor.getDocument().settings.name).toBe("Home");
    expect(editor.getComponent("a")?.type).toBe("notice");
    expect(editor.getComponent("zz")).toBeUndefined();
    const again = createEditor({ document: editor.serialize() });
    expect(again.getDocument()).toEqual(editor.getDocument());
    expect(parseDocument(editor.serialize(2))).toEqual(editor.getDocument());
  });

  it("notifies subscribers of real changes only, until they unsubscribe", () => {
    const editor = createEditor();
    const listener = vi.fn();
    const unsubscribe = editor.subscribe(listener);
    const inserted = editor.insert("notice");
    expect(listener).toHaveBeenCalledTimes(1);
    editor.updateSettings({ name: "" });
    expect(listener).toHaveBeenCalledTimes(1);
    if (inserted.ok) editor.select(inserted.id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    editor.insert("notice");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("speaks the chosen language and can switch", () => {
    const editor = createEditor({ locale: "en" });
    expect(editor.insert("nope")).toMatchObject({ message: "Unknown component type: nope" });
    editor.setLocale("zh-cn");
    expect(editor.getLocale()).toBe("zh-cn");
    expect(editor.insert("nope")).toMatchObject({ message: "未知的组件类型：nope" });
    expect(editor.translate("component.notice.title")).toBe("公告");
  });

  it("validates its document in its language", () => {
    const editor = createEditor({ locale: "en" });
    expect(editor.validate().map((issue) => issue.message)).toContain("Enter the page name");
  });

  it("works with a custom registry", () => {
    const registry = createBuiltinRegistry();
    registry.register(defineComponent({ type: "countdown", defaultProps: { seconds: 60 } }));
    const editor = createEditor({ registry });
    expect(editor.insert("countdown")).toMatchObject({ ok: true });
    expect(editor.getDocument().components[0]!.props).toEqual({ seconds: 60 });
  });

  it("hands out a frozen document", () => {
    const editor = createEditor();
    editor.insert("notice");
    const component = editor.getDocument().components[0]!;
    expect(() => {
      (component.props as Record<string, unknown>).noticeText = "x";
    }).toThrow(TypeError);
  });
});
