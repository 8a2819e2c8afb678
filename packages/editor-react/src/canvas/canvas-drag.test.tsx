import { act, createEvent, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layOutForDrags, layOutForKeyboardDrags } from "../workbench/test-layout";
import { blockButton, editorWithCaptions } from "../workbench/test-utils";

// Dragging canvas blocks with the keyboard: one dnd-kit draggable serves every block (see
// ItemDragArea), so these check that it lifts, moves, styles and drops the block the keys came from.

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const blocks = () => [...canvas().querySelectorAll<HTMLElement>("[data-component-id]")];
const block = (id: string) =>
  canvas().querySelector<HTMLElement>(`[data-component-id="${id}"]`) as HTMLElement;

// dnd-kit's keyboard sensor listens from the next task after a drag starts.
async function press(code: "Space" | "ArrowDown" | "Enter") {
  const key = code === "Space" ? " " : code;
  fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("dragging canvas blocks with the keyboard", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutForKeyboardDrags();
  });
  afterEach(() => restore());

  it("moves and fades only the lifted block, drops it, puts its look back and keeps it focused in its new run", async () => {
    // 26 blocks: the 25th is the last of the first run of blocks; dropped last, it is drawn anew
    // in the second run.
    const { ids } = editorWithCaptions(26);
    const moved = ids()[24] as string;
    blockButton(moved).focus();
    await press("Space");
    expect(blocks().filter((b) => b.style.opacity)).toEqual([block(moved)]);
    expect(block(moved).style.opacity).toBe("0.6");
    // Its button still says whether the block is selected (the live region tells of the lift).
    expect(blockButton(moved).getAttribute("aria-pressed")).toBe("false");
    expect(block(moved).hasAttribute("aria-pressed")).toBe(false);

    await press("ArrowDown");
    expect(block(moved).style.transform).toMatch(/translate3d\(0px, 61px/);
    expect(blocks().filter((b) => b.style.transform)).toEqual([block(moved)]);
    expect(canvas().querySelector("[data-insertion-indicator]")).not.toBeNull();

    await press("Space");
    expect(ids().at(-1)).toBe(moved);
    expect(block(moved).style.opacity).toBe("");
    expect(block(moved).style.transform).toBe("");
    expect(blockButton(moved).getAttribute("aria-pressed")).toBe("false");
    expect(canvas().querySelector("[data-insertion-indicator]")).toBeNull();
    // dnd-kit gives the focus back on the next frame, to the button of the block drawn anew.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(blockButton(moved));
  });

  it("names the lifted block to screen readers, and Enter selects a block without lifting it", async () => {
    const { editor, ids } = editorWithCaptions(2);
    const [first] = ids() as [string];
    const instructions = blockButton(first).getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(instructions)?.textContent).toContain("按空格键拿起组件");
    expect(blockButton(first).getAttribute("aria-roledescription")).toBe("draggable");

    blockButton(first).focus();
    await press("Enter");
    expect(editor.getSelection()).toEqual([first]);
    expect(block(first).style.opacity).toBe("");

    // Enter during a keyboard drag drops the block and selects it: its button says so after.
    const [, second] = ids() as [string, string];
    blockButton(second).focus();
    await press("Space");
    expect(block(second).style.opacity).toBe("0.6");
    await press("Enter");
    expect(block(second).style.opacity).toBe("");
    expect(editor.getSelection()).toEqual([second]);
    expect(blockButton(second).getAttribute("aria-pressed")).toBe("true");
    expect(blockButton(first).getAttribute("aria-pressed")).toBe("false");
    blockButton(first).focus();

    // In the editor's language, naming the block by its title and position, never dnd-kit's
    // English words and internal ids ("Draggable item … was dropped over droppable area canvas").
    const live = () => [...document.querySelectorAll("[aria-live]")].map((e) => e.textContent);
    await press("Space");
    expect(live()).toContain("已拿起标题文字，位于第1位");
    await press("Space");
    expect(live()).toContain("标题文字已放到第1位");
    expect(live().join(" ")).not.toMatch(/Draggable|droppable/);
  });
});

describe("dragging canvas blocks by touch", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutForDrags();
  });
  afterEach(() => restore());

  const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  // jsdom's TouchEvent drops the touch lists it is given, so they are set on the event. A finger's
  // moves and release go to the element it touched first, as in a browser.
  function finger(
    type: "touchStart" | "touchMove" | "touchEnd",
    target: Node,
    x: number,
    y: number,
  ) {
    const event = createEvent[type](target);
    const points = [{ clientX: x, clientY: y }];
    Object.defineProperty(event, "touches", { value: type === "touchEnd" ? [] : points });
    Object.defineProperty(event, "changedTouches", { value: points });
    fireEvent(target, event);
  }

  it("lifts a block held still for 200 ms and drops it where the finger lets go", async () => {
    const { ids } = editorWithCaptions(3);
    const [first, second, third] = ids() as [string, string, string];
    // A finger also sends pointer events: they must not lift the block (the browser may be
    // scrolling the canvas under it), only the touch sensor's long press does.
    const touched = blockButton(first);
    fireEvent.pointerDown(touched, { pointerType: "touch", button: 0, isPrimary: true });
    finger("touchStart", touched, 20, 30);
    await wait(250);
    finger("touchMove", touched, 22, 30);
    expect(block(first).style.opacity).toBe("0.6");
    // Below the third block (the test layout puts blocks 40 px apart, from y = 0).
    finger("touchMove", touched, 22, 180);
    finger("touchEnd", touched, 22, 180);
    await wait(0);
    expect(ids()).toEqual([second, third, first]);
    expect(block(first).style.opacity).toBe("");
  });

  it("leaves a block in place when the finger moves at once (a swipe scrolls the canvas)", async () => {
    const { ids } = editorWithCaptions(3);
    const before = ids();
    const [first] = before as [string];
    const touched = blockButton(first);
    finger("touchStart", touched, 20, 30);
    finger("touchMove", touched, 20, 90);
    await wait(250);
    finger("touchMove", touched, 20, 150);
    finger("touchEnd", touched, 20, 150);
    await wait(0);
    expect(block(first).style.opacity).toBe("");
    expect(ids()).toEqual(before);
  });
});
