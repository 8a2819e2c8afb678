import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const settingsPanel = () => screen.getByRole("complementary", { name: "设置面板" });
const alerts = () =>
  within(settingsPanel())
    .queryAllByRole("alert")
    .map((a) => a.textContent);

// The host decides which page settings its operators see (createEditor({ pageSettings })).
describe("page settings chosen by the host", () => {
  it("shows every setting, and a new page asks for name, description and category, by default", () => {
    renderEditor();
    for (const label of ["页面名称", "页面描述", "页面分类", "背景图片"])
      expect(within(settingsPanel()).getByLabelText(label)).toBeTruthy();
    expect(alerts()).toEqual(["请输入页面名称", "请输入页面描述", "请选择页面分类"]);
  });

  it("shows only the chosen settings in their order; a new page opens without red errors", () => {
    const editor = createEditor({
      pageSettings: { fields: ["name", "bgColor"], required: [] },
    });
    renderEditor({}, editor);
    expect(within(settingsPanel()).getByLabelText("页面名称")).toBeTruthy();
    expect(within(settingsPanel()).queryByLabelText("页面描述")).toBeNull();
    expect(within(settingsPanel()).queryByLabelText("页面分类")).toBeNull();
    expect(within(settingsPanel()).queryByLabelText("背景图片")).toBeNull();
    expect(alerts()).toEqual([]);
    expect(editor.validate()).toEqual([]);
  });

  it("draws the host's own setting, stores it in the page and validates it", async () => {
    const user = userEvent.setup();
    const editor = createEditor({
      locale: "en",
      pageSettings: {
        fields: ["name"],
        required: ["name"],
        extra: {
          seoTitle: {
            kind: "string",
            maxLength: 10,
            ui: { widget: "text", label: "SEO title" },
          },
        },
      },
    });
    renderEditor({ locale: "en" }, editor);
    const panel = within(screen.getByRole("complementary", { name: "Settings panel" }));
    await user.type(panel.getByLabelText("SEO title"), "Spring");
    expect(editor.getDocument().settings.seoTitle).toBe("Spring");
    // A longer value from elsewhere (an import) is kept and reported, like a built-in's.
    editor.updateSettings({ name: "Home", seoTitle: "A title far too long" });
    expect(editor.validate().map((issue) => issue.path)).toEqual(["settings.seoTitle"]);
  });
});
