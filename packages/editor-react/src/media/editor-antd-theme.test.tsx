import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MediaLibraryDialog } from "./MediaLibraryDialog";
import { createMemoryMediaApi } from "./memory-media-api";
import { sampleCategories, sampleMedia } from "./story-data";

afterEach(() => {
  document.documentElement.removeAttribute("data-vitrine-theme");
  document.body.removeAttribute("style");
});

/** What antd draws the dialog's category filter with: its surface and its text colour. */
async function filterColours() {
  const api = createMemoryMediaApi({ media: sampleMedia(3), categories: sampleCategories });
  render(<MediaLibraryDialog open api={api} onSelect={() => {}} onClose={() => {}} />);
  const style = getComputedStyle(await screen.findByLabelText("请输入分类名称"));
  return {
    surface: style.getPropertyValue("--ant-color-bg-container"),
    text: style.getPropertyValue("--ant-color-text"),
  };
}

// The host configures no antd theme here: the dialogs follow the editor's tokens by themselves.
describe("the media dialogs' antd controls in the editor's theme", () => {
  it("take the editor's dark surface and text under data-vitrine-theme=dark", async () => {
    document.documentElement.setAttribute("data-vitrine-theme", "dark");
    // The dark tokens of styles/tokens.css, as the browser resolves them on <body>.
    document.body.style.setProperty("--vitrine-color-surface", "#1c1f25");
    document.body.style.setProperty("--vitrine-color-text", "#e8eaed");
    expect(await filterColours()).toEqual({ surface: "#1c1f25", text: "#e8eaed" });
  });

  it("stay light without the attribute", async () => {
    const { surface } = await filterColours();
    expect(surface).toBe("#ffffff");
  });
});
