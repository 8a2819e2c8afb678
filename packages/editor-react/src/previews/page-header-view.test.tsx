import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

describe("the page header on the canvas", () => {
  it("draws the person and back marks as icons, not as an emoji fonts lack (an empty box)", () => {
    const { editor } = renderEditor();
    act(() => {
      editor.updateSettings({ isPerson: true, isBack: true });
    });
    const header = screen.getByRole("main", { name: "手机画布" }).querySelector("header");
    expect(header?.querySelector("svg[data-page-header-person]")).not.toBeNull();
    expect(header?.querySelectorAll("svg")).toHaveLength(2);
    expect(header?.textContent).not.toMatch(/👤|‹/u);
    act(() => {
      editor.updateSettings({ isPerson: false, isBack: false });
    });
    expect(header?.querySelectorAll("svg")).toHaveLength(0);
  });
});
