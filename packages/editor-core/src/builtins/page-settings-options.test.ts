import { describe, expect, it } from "vitest";
import { createEditor } from "../editor/create-editor";
import { validateDocument } from "../validation/validate-document";
import { PAGE_SETTING_NAMES, pageSettingsFieldsOf } from "./page-settings-options";

const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);

describe("page settings as a host option", () => {
  it("by default offers every setting and requires name, description and category", () => {
    expect(Object.keys(pageSettingsFieldsOf())).toEqual([...PAGE_SETTING_NAMES]);
    expect(paths(createEditor().validate())).toEqual([
      "settings.name",
      "settings.details",
      "settings.classification",
    ]);
  });

  it("validates only the chosen settings, with the host's required ones", () => {
    const editor = createEditor({ pageSettings: { fields: ["name", "details"], required: [] } });
    expect(Object.keys(editor.pageSettingsFields)).toEqual(["name", "details"]);
    expect(editor.validate()).toEqual([]);
    // Limits still hold on what is shown; what is hidden keeps its value unchecked.
    editor.updateSettings({ name: "x".repeat(30), classification: "" });
    expect(paths(editor.validate())).toEqual(["settings.name"]);
  });

  it("requires what the host asks, on a server too (validateDocument)", () => {
    const page = createEditor().getDocument();
    const issues = validateDocument(page, { pageSettings: { required: ["name"] }, locale: "en" });
    expect(issues.map(({ path, message }) => [path, message])).toEqual([
      ["settings.name", "Enter the page name"],
    ]);
  });

  it("adds the host's own settings after the built-ins, and never replaces a built-in", () => {
    const fields = pageSettingsFieldsOf({
      fields: ["name"],
      extra: {
        seoTitle: { kind: "string", required: true },
        name: { kind: "number" },
      },
    });
    expect(Object.keys(fields)).toEqual(["name", "seoTitle"]);
    expect(fields.name?.kind).toBe("string");
    const editor = createEditor({
      pageSettings: { fields: [], extra: { seoTitle: { kind: "string", required: true } } },
    });
    expect(paths(editor.validate())).toEqual(["settings.seoTitle"]);
    editor.updateSettings({ seoTitle: "Spring sale" });
    expect(editor.validate()).toEqual([]);
    expect(JSON.parse(editor.serialize()).settings.seoTitle).toBe("Spring sale");
  });
});
