import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allTypesPage } from "../render/all-types-page";
import { PageRenderer } from "../render/PageRenderer";
import { renderEditor } from "../workbench/test-utils";
import { LAZY_PREVIEW_TYPES } from "./lazy-previews";

const block = (container: HTMLElement, type: string) =>
  container.querySelector<HTMLElement>(`[data-component-type="${type}"]`);

describe("the previews loaded on first use, in the browser", () => {
  it("<PageRenderer> draws each of the 13 once its chunk has loaded", async () => {
    const { container } = render(<PageRenderer document={allTypesPage()} />);
    // What the product search and the cell draw at their defaults (findBy fails if never drawn).
    await screen.findByText("搜索商品");
    await screen.findByText("左侧标题");
    await waitFor(() => expect(container.querySelector("[data-preview-loading]")).toBeNull());
    for (const type of LAZY_PREVIEW_TYPES)
      expect(block(container, type)?.childElementCount, type).toBeGreaterThan(0);
  });

  it("the canvas draws a component added from the palette, not its placeholder for good", async () => {
    renderEditor();
    const palette = screen.getByRole("navigation", { name: "组件库" });
    // Pointing at the palette starts loading the previews (the preload hint).
    fireEvent.pointerEnter(palette);
    fireEvent.click(within(palette).getByRole("button", { name: "单元格" }));
    const canvas = screen.getByRole("main", { name: "手机画布" });
    const cell = await within(canvas).findByText("左侧标题");
    expect(cell.closest("[data-component-id]")?.getAttribute("data-component-id")).toBe("c1");
    expect(canvas.querySelector("[data-preview-loading]")).toBeNull();
  });
});
