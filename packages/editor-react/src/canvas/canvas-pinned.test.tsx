import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const block = (id: string) =>
  screen.getByRole("main").querySelector<HTMLElement>(`[data-component-id="${id}"]`);

describe("a search bar fixed at the top, on the canvas", () => {
  it("stays at the top of the phone while the canvas scrolls (sticky), and only while fixed", () => {
    const { editor } = renderEditor();
    let id = "";
    act(() => {
      const result = editor.insert("commoditysearch", 0, { position: 1 });
      if (!result.ok) throw new Error(result.message);
      id = result.id;
      editor.insert("notice", 1);
    });
    expect(block(id)?.style.position).toBe("sticky");
    // At the scrolling area's top edge, above the 16 px around the phone.
    expect(block(id)?.style.top).toBe("-16px");
    const notice = editor.getDocument().components[1]!.id;
    expect(block(notice)?.style.position).toBe("");
    act(() => {
      editor.updateProps(id, "position", 0);
    });
    expect(block(id)?.style.position).toBe("");
  });
});

describe("the tab bar, on the canvas", () => {
  it("is drawn after the runs of blocks, sticking to the bottom of the visible phone", () => {
    const { editor } = renderEditor();
    let tabBar = "";
    act(() => {
      for (let i = 0; i < 30; i++) editor.insert("captiontext");
      const result = editor.insert("tabBar");
      if (!result.ok) throw new Error(result.message);
      tabBar = result.id;
    });
    const element = block(tabBar) as HTMLElement;
    // Outside every run (sticky positioning holds only within the parent), after them all.
    expect(element.closest("[data-canvas-chunk]")).toBeNull();
    const runs = screen.getByRole("main").querySelectorAll("[data-canvas-chunk]");
    expect(runs).toHaveLength(2);
    expect(
      runs[1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(element.style.position).toBe("sticky");
    expect(element.style.bottom).toBe("-16px");
    // Every other block stays in its run, in flow.
    const first = editor.getDocument().components[0]!.id;
    expect(block(first)?.closest("[data-canvas-chunk]")).not.toBeNull();
    expect(block(first)?.style.position).toBe("");
  });
});
