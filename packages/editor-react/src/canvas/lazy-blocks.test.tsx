import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  createBuiltinRegistry,
  createComponent,
  createDocument,
  createEditor,
} from "@vitrine/editor-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertionPoint, moveTarget } from "../workbench/drop-position";
import { ITEMS_PER_RUN } from "../workbench/runs";
import { blockButton, renderEditor } from "../workbench/test-utils";
import { EAGER_ITEMS, NEAR_MARGIN } from "./lazy-blocks";

// Lazy mounting (issue 34, speed at 5,000): runs of blocks far from the canvas's view draw
// placeholders, a box and the block's button each, until an IntersectionObserver sees them near or
// the keyboard reaches them; a placeholder is still reached, selected and dropped on. jsdom
// has none: this file installs one the test drives, reporting the runs a browser would find near.

/** The runs observed now, each with its observer (one a run, disconnected once it is near). */
const watched = new Map<Element, FakeIntersectionObserver>();
/** The options of every observer made. */
const made: IntersectionObserverInit[] = [];

class FakeIntersectionObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    made.push(options);
  }
  observe(element: Element) {
    watched.set(element, this);
  }
  unobserve(element: Element) {
    watched.delete(element);
  }
  disconnect() {
    for (const [element, observer] of watched) if (observer === this) watched.delete(element);
  }
  takeRecords() {
    return [];
  }
  report(target: Element) {
    const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Reports `runs` within the root margin, as a browser does after a scroll. */
function comeNear(runs: Element[]) {
  act(() => {
    for (const run of runs) watched.get(run)?.report(run);
  });
}

const registry = createBuiltinRegistry();

/** An editor on `count` caption texts, cap-1…cap-n, each titled by its number. */
function captionsEditor(count: number) {
  const caption = registry.get("captiontext");
  if (!caption) throw new Error("no caption text");
  const components = Array.from({ length: count }, (_, i) =>
    createComponent(caption, { name: `标题 ${i + 1}` }, `cap-${i + 1}`),
  );
  return createEditor({ document: createDocument({ components }), mergeWindowMs: 0 });
}

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const block = (id: string) =>
  canvas().querySelector<HTMLElement>(`[data-component-id="${id}"]`) as HTMLElement;
/** A placeholder: drawn by its run (data-placeholder on the block) or by CanvasBlock (on its preview). */
const isPlaceholder = (id: string) =>
  block(id).hasAttribute("data-placeholder") ||
  block(id).querySelector(".vt-block__preview[data-placeholder]") !== null;
/** The previews mounted on the canvas. */
const drawnCount = () =>
  canvas().querySelectorAll(".vt-block__preview:not([data-placeholder])").length;
const runs = () => Array.from(canvas().querySelectorAll("[data-canvas-chunk]"));
const runOf = (id: string) => block(id).closest("[data-canvas-chunk]") as Element;

describe("canvas blocks far from the view, with an IntersectionObserver", () => {
  beforeEach(() => {
    watched.clear();
    made.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
      FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it("at 5,000 blocks, draws only the first runs and those the observer finds near; every block keeps its box and button", () => {
    renderEditor({}, captionsEditor(5000));
    // Every block is there, named and pressable, whether drawn or not.
    expect(canvas().querySelectorAll("[data-component-id]")).toHaveLength(5000);
    expect(canvas().querySelectorAll(".vt-block__hit")).toHaveLength(5000);
    // Drawn at once: the page's top; the rest wait for the observer, one target per run.
    expect(drawnCount()).toBe(EAGER_ITEMS);
    expect(screen.getByText("标题 1")).toBeTruthy();
    expect(screen.queryByText("标题 51")).toBeNull();
    // One observer for the canvas, rooted at it (the scrolling element: a rootMargin widens only
    // the root), watching each far run.
    expect(made).toHaveLength(1);
    expect(made[0]?.root).toBe(canvas());
    expect(made[0]?.rootMargin).toBe(NEAR_MARGIN);
    expect(watched.size).toBe(5000 / ITEMS_PER_RUN - EAGER_ITEMS / ITEMS_PER_RUN);

    // A placeholder: the block's box of the estimated height, its type and its button as a drawn
    // block has them, and nothing else (no preview, no "+").
    const far = "cap-4000";
    expect(isPlaceholder(far)).toBe(true);
    expect(block(far).getAttribute("data-component-type")).toBe("captiontext");
    expect(block(far).style.height).toMatch(/^\d+px$/);
    expect(block(far).children).toHaveLength(1);
    expect(blockButton(far).getAttribute("aria-label")).toBe("标题文字");
    expect(blockButton(far).getAttribute("aria-pressed")).toBe("false");
    for (const attribute of ["aria-roledescription", "aria-describedby"])
      expect(blockButton(far).getAttribute(attribute)).toBe(
        blockButton("cap-1").getAttribute(attribute),
      );

    // The browser finds the next two runs within the margin: they are drawn, and no longer watched.
    const [, , third, fourth] = runs() as Element[];
    comeNear([third as Element, fourth as Element]);
    expect(drawnCount()).toBe(EAGER_ITEMS + 2 * ITEMS_PER_RUN);
    expect(screen.getByText("标题 100")).toBeTruthy();
    expect(screen.queryByText("标题 101")).toBeNull();
    expect(watched.has(third as Element)).toBe(false);
    expect(watched.size).toBe(5000 / ITEMS_PER_RUN - 4);
  });

  it("draws a block scrolled into view, and keeps it drawn", () => {
    renderEditor({}, captionsEditor(500));
    const id = "cap-321";
    expect(isPlaceholder(id)).toBe(true);
    const run = runOf(id);
    comeNear([run]);
    expect(isPlaceholder(id)).toBe(false);
    expect(within(block(id)).getByText("标题 321")).toBeTruthy();
    // Drawn with its run (cap-301…cap-325), not the runs beside it.
    expect(isPlaceholder("cap-301")).toBe(false);
    expect(isPlaceholder("cap-300")).toBe(true);
    expect(isPlaceholder("cap-326")).toBe(true);
    // Scrolled away again (the observer no longer watches it): still drawn.
    expect(watched.has(run)).toBe(false);
  });

  it("draws a placeholder selected with Enter, keeping the focus on its block's button", () => {
    const { editor } = renderEditor({}, captionsEditor(500));
    const id = "cap-450";
    expect(isPlaceholder(id)).toBe(true);
    const button = blockButton(id);
    act(() => button.focus());
    fireEvent.keyDown(document.activeElement as Element, { key: "Enter", code: "Enter" });
    expect(editor.getSelection()).toEqual([id]);
    expect(isPlaceholder(id)).toBe(false);
    expect(within(block(id)).getByText("标题 450")).toBeTruthy();
    // The focus is on the block's button, pressed, as before it was drawn.
    expect(document.activeElement).toBe(blockButton(id));
    expect(blockButton(id).getAttribute("aria-pressed")).toBe("true");
    // Its action bar works there too.
    expect(within(block(id)).getByRole("group", { name: "组件操作" })).toBeTruthy();
  });

  it("selects placeholders with a click, Shift-click and Ctrl-click without drawing the others", () => {
    const { editor } = renderEditor({}, captionsEditor(500));
    fireEvent.click(blockButton("cap-400"));
    expect(editor.getSelection()).toEqual(["cap-400"]);
    fireEvent.click(blockButton("cap-404"), { shiftKey: true });
    expect(editor.getSelection()).toEqual(["cap-400", "cap-401", "cap-402", "cap-403", "cap-404"]);
    fireEvent.click(blockButton("cap-402"), { ctrlKey: true });
    expect(editor.getSelection()).not.toContain("cap-402");
    // The selection shows on the placeholders' buttons; only the block chosen last and the one
    // carrying the action bar are drawn.
    expect(blockButton("cap-401").getAttribute("aria-pressed")).toBe("true");
    expect(blockButton("cap-402").getAttribute("aria-pressed")).toBe("false");
    expect(isPlaceholder("cap-401")).toBe(true);
    expect(isPlaceholder("cap-400")).toBe(false);
    expect(isPlaceholder("cap-402")).toBe(true);
    expect(drawnCount()).toBe(EAGER_ITEMS + 2);
    // Another block chosen: they are placeholders again.
    act(() => editor.select(["cap-1"]));
    expect(isPlaceholder("cap-400")).toBe(true);
    expect(isPlaceholder("cap-404")).toBe(true);
    expect(blockButton("cap-401").getAttribute("aria-pressed")).toBe("false");
  });

  it("select-all presses every button and draws only the one more block it must", () => {
    const { editor } = renderEditor({}, captionsEditor(1000));
    act(() => editor.select(editor.getDocument().components.map((c) => c.id)));
    expect(canvas().querySelectorAll('.vt-block__hit[aria-pressed="true"]')).toHaveLength(1000);
    // The first block (the bar's) is drawn already; the one chosen last is the one more.
    expect(drawnCount()).toBe(EAGER_ITEMS + 1);
    expect(isPlaceholder("cap-1000")).toBe(false);
  });

  it("draws the run the keyboard reaches, and the focus stays on the block", () => {
    renderEditor({}, captionsEditor(500));
    const id = "cap-276";
    const run = runOf(id);
    act(() => blockButton("cap-275").focus());
    // A script's focus counts as the keyboard's (:focus-visible): Tab into a far run.
    const tab = blockButton(id);
    act(() => tab.focus());
    expect(isPlaceholder(id)).toBe(false);
    expect(isPlaceholder("cap-300")).toBe(false);
    expect(document.activeElement).toBe(blockButton(id));
    expect(runOf(id)).toBe(run);
    expect(watched.has(run)).toBe(false);
  });

  it("draws a block added far down the page and selected, as the palette does", () => {
    const { editor } = renderEditor({}, captionsEditor(500));
    act(() => {
      const added = editor.insert("notice", 500, { noticeText: "新的公告" });
      if (added.ok) editor.select([added.id]);
    });
    const added = editor.getDocument().components.at(-1)?.id as string;
    expect(isPlaceholder(added)).toBe(false);
    expect(within(block(added)).getByText("新的公告")).toBeTruthy();
    // Its neighbour, added before it and never near, is still a placeholder.
    expect(isPlaceholder("cap-500")).toBe(true);
  });

  it("drops among placeholders land where the pointer is, read from their boxes", () => {
    const { editor } = renderEditor({}, captionsEditor(500));
    // jsdom lays nothing out: every block box stacked 60 px high, in page order, as placeholders are.
    const boxes = Array.from(canvas().querySelectorAll<HTMLElement>("[data-component-id]"));
    boxes.forEach((box, i) => {
      box.getBoundingClientRect = () => new DOMRect(0, i * 60, 375, 60);
    });
    const ids = editor.getDocument().components.map((c) => c.id);
    // Over the upper half of cap-401 (position 400): the drop goes before it.
    const target = insertionPoint("[data-vitrine-canvas]", 400 * 60 + 10, "cap-2");
    expect(target).toBe("cap-401");
    expect(isPlaceholder("cap-401")).toBe(true);
    expect(moveTarget(ids, "cap-2", target)).toBe(399);
    // Past the last block: the end.
    expect(insertionPoint("[data-vitrine-canvas]", 500 * 60, "cap-2")).toBe("end");
  });
});

describe("canvas blocks without an IntersectionObserver (jsdom, old browsers)", () => {
  it("are all drawn", () => {
    expect("IntersectionObserver" in globalThis).toBe(false);
    renderEditor({}, captionsEditor(300));
    expect(drawnCount()).toBe(300);
    expect(canvas().querySelectorAll("[data-placeholder]")).toHaveLength(0);
    expect(screen.getByText("标题 300")).toBeTruthy();
  });
});
