import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import * as controls from "../panels/colour/Controls.stories";
import { SeveralComponentsOneSelected } from "../workbench/Editor.stories";

// jsdom has no layout and no stylesheet, so colour contrast is checked on the tokens
// (tokens.test.ts); names, roles and labels are checked here.
const violations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
};

describe("the editor's look, accessibly", () => {
  it("the workbench with a selected block and its action bar has no axe violations", async () => {
    const { container } = render(<SeveralComponentsOneSelected />);
    expect(await violations(container)).toEqual([]);
  });

  it("the component management list, its rows in runs, has no axe violations", async () => {
    const { container } = render(<SeveralComponentsOneSelected />);
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(1);
    expect(await violations(container)).toEqual([]);
  });

  it("names every icon button of the toolbar and of the selected block", () => {
    render(<SeveralComponentsOneSelected />);
    for (const button of screen.getAllByRole("button")) {
      expect(button.textContent?.trim() || button.getAttribute("aria-label")).toBeTruthy();
    }
    expect(screen.getByRole("group", { name: "组件操作" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "上移此组件" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "删除此组件" })).toBeTruthy();
  });

  it("the shared field controls, and the colour picker with its presets, have no axe violations", async () => {
    const { container } = render(<controls.FieldsWithError />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "选择颜色 背景颜色" }));
    });
    await screen.findByRole("button", { name: "使用颜色 #ff4500" });
    expect(await violations(container)).toEqual([]);
  });
});
