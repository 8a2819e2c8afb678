import { describe, expect, it } from "vitest";
import { builtinComponents } from "../builtins";
import type { Locale } from "../types";
import { validateDocument } from "../validation/validate-document";
import { testEditor } from "./test-editor";

const HAN = /[\u4e00-\u9fff]/;

/** Every string inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("insert in the editor's language", () => {
  it("starts English editors' components with English texts, and every one is valid", () => {
    const { editor } = testEditor({ locale: "en" });
    for (const definition of builtinComponents) {
      if (definition.type === "tabBar") continue;
      expect(editor.insert(definition.type)).toMatchObject({ ok: true });
    }
    expect(editor.insert("tabBar")).toMatchObject({ ok: true });
    const document = editor.getDocument();
    for (const component of document.components) {
      expect(
        strings(component.props).filter((text) => HAN.test(text)),
        component.type,
      ).toEqual([]);
    }
    // The page's own settings (name, description) are the operator's to fill; the components are not.
    const componentIssues = validateDocument(document, { locale: "en" }).filter(
      (issue) => !issue.path.startsWith("settings."),
    );
    expect(componentIssues).toEqual([]);
  });

  it.each<[Locale, string, string]>([
    ["zh-cn", "标题文字", "查看更多"],
    ["en", "Title", "More"],
    ["zh-tw", "標題文字", "查看更多"],
  ])("gives a caption in %s its texts, and the caller's props still win", (locale, name, more) => {
    const { editor } = testEditor({ locale });
    editor.insert("captiontext");
    editor.insert("captiontext", undefined, { name: "Mine" });
    const [first, second] = editor.getDocument().components;
    expect(first?.props).toMatchObject({ name, more: { text: more } });
    expect(second?.props).toMatchObject({ name: "Mine", more: { text: more } });
  });
});
