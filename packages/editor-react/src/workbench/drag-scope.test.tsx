import { act, fireEvent, screen, within } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadDragLayer, resetDragLayerForTests } from "./drag-scope";
import { Editor } from "./Editor";
import { layOutForKeyboardDrags } from "./test-layout";
import { blockButton, editorWithCaptions, renderEditor } from "./test-utils";

// dnd-kit is not in the editor's first load (issue 25): the drag layer is fetched when the pointer
// or focus reaches a list. These hold it back with a loader the test releases, and check that the
// lists work before it, that its arrival remounts nothing, and that a press made before it is
// handed over.

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const block = (id: string) =>
  canvas().querySelector<HTMLElement>(`[data-component-id="${id}"]`) as HTMLElement;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The layer's import, held until `arrive()`; `arrive.asked` says whether it was asked for. */
function holdLayer() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrive = Object.assign(
    async () => {
      release();
      await settle();
      await settle();
    },
    { asked: false },
  );
  resetDragLayerForTests(async () => {
    arrive.asked = true;
    await held;
    return import("./drag-layer");
  });
  return arrive;
}

describe("the drag layer, loaded when a list is reached", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutForKeyboardDrags();
  });
  afterEach(async () => {
    restore();
    resetDragLayerForTests(() => import("./drag-layer"));
    await loadDragLayer();
  });

  it("is not in the server's HTML or the first frame, and its arrival remounts no block", async () => {
    const arrive = holdLayer();
    expect(renderToString(<Editor editor={createEditor()} />)).not.toContain("DndDescribedBy");
    const { ids } = editorWithCaptions(2);
    await settle();
    expect(document.querySelector("[id^=DndLiveRegion]")).toBeNull();
    // Fetched when a list is reached, not with the editor.
    expect(arrive.asked).toBe(false);
    const first = block(ids()[0] as string);
    const firstButton = blockButton(ids()[0] as string);
    firstButton.focus();
    expect(arrive.asked).toBe(true);
    // Adding from the palette needs no layer.
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "公告" }));
    expect(ids()).toHaveLength(3);

    await arrive();
    expect(document.querySelector("[id^=DndLiveRegion]")).not.toBeNull();
    expect(block(ids()[0] as string)).toBe(first);
    expect(document.activeElement).toBe(firstButton);
    // The instructions the blocks named from the start are the layer's.
    const instructions = firstButton.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(instructions)?.textContent).toContain("按空格键拿起组件");
  });

  it("is fetched when the pointer comes over the palette", () => {
    const arrive = holdLayer();
    renderEditor();
    const tile = within(screen.getByRole("navigation")).getByRole("button", { name: "公告" });
    fireEvent.pointerOver(tile);
    expect(arrive.asked).toBe(true);
  });

  it("hands a Space pressed before it arrives to the keyboard drag, which then moves the block", async () => {
    const arrive = holdLayer();
    const { ids } = editorWithCaptions(3);
    const [moved] = ids() as [string];
    blockButton(moved).focus();
    const space = fireEvent.keyDown(blockButton(moved), { code: "Space", key: " " });
    // Taken (no scrolling) while the layer loads.
    expect(space).toBe(false);
    await arrive();
    expect(block(moved).style.opacity).toBe("0.6");

    fireEvent.keyDown(blockButton(moved), { code: "ArrowDown", key: "ArrowDown" });
    await settle();
    fireEvent.keyDown(blockButton(moved), { code: "Space", key: " " });
    await settle();
    expect(ids().indexOf(moved)).toBe(1);
    expect(block(moved).style.opacity).toBe("");
  });

  it("lets a mouse press released before it arrives be a click, not a drag", async () => {
    const arrive = holdLayer();
    const { ids } = editorWithCaptions(3);
    const [first] = ids() as [string];
    fireEvent.mouseDown(blockButton(first), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseUp(document, { clientX: 10, clientY: 10 });
    await arrive();
    fireEvent.mouseMove(document, { clientX: 10, clientY: 60 });
    expect(block(first).hasAttribute("data-dragging")).toBe(false);
  });

  it("shows a palette tile's face under the pointer from the layer, and none for a block", async () => {
    const arrive = holdLayer();
    const { ids } = editorWithCaptions(2);
    const preview = () => document.querySelector(".vt-drag-preview");
    const tile = within(screen.getByRole("navigation")).getByRole("button", { name: "公告" });
    fireEvent.mouseDown(tile, { button: 0, clientX: 10, clientY: 10 });
    expect(preview()).toBeNull();
    // The press is handed over; the face comes with the layer (the palette needs no dnd-kit).
    await arrive();
    act(() => {
      fireEvent.mouseMove(document, { clientX: 40, clientY: 10 });
    });
    expect(preview()?.textContent).toBe("公告");
    act(() => {
      fireEvent.mouseUp(document, { clientX: 40, clientY: 10 });
    });
    expect(preview()).toBeNull();

    // A canvas block moves its own element: no overlay to measure instead.
    const [lifted] = ids() as [string];
    act(() => {
      fireEvent.mouseDown(blockButton(lifted), { button: 0, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: 10, clientY: 60 });
    });
    expect(block(lifted).hasAttribute("data-dragging")).toBe(true);
    expect(preview()).toBeNull();
    act(() => {
      fireEvent.mouseUp(document, { clientX: 10, clientY: 60 });
    });
  });

  it("hands over a mouse press still held when it arrives: the first drag is not lost", async () => {
    const arrive = holdLayer();
    const { ids } = editorWithCaptions(3);
    const [lifted] = ids() as [string];
    fireEvent.mouseDown(blockButton(lifted), { button: 0, clientX: 10, clientY: 10 });
    await arrive();
    act(() => {
      fireEvent.mouseMove(document, { clientX: 10, clientY: 60 });
    });
    expect(block(lifted).hasAttribute("data-dragging")).toBe(true);
    act(() => {
      fireEvent.mouseUp(document, { clientX: 10, clientY: 60 });
    });
    expect(block(lifted).hasAttribute("data-dragging")).toBe(false);
  });
});
