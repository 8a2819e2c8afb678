import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  createBuiltinRegistry,
  createComponent,
  createDocument,
  createEditor,
} from "@vitrine/editor-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ITEMS_PER_RUN } from "../workbench/runs";
import { blockButton, renderEditor } from "../workbench/test-utils";
import { EAGER_ITEMS, NEAR_MARGIN } from "./lazy-blocks";

// Lazy mounting (issue 34, speed at 5,000): runs of blocks far from the canvas's view draw
// placeholders, with the same box and button, until an IntersectionObserver sees them near. jsdom
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
const preview = (id: string) => block(id).querySelector(".vt-block__preview") as HTMLElement;
const isPlaceholder = (id: string) => preview(id).hasAttribute("data-placeholder");
const drawnCount = () =>
  canvas().querySelectorAll(".vt-block__preview:not([data-placeholder])").length;
const runs = () => Array.from(canvas().querySelectorAll("[data-canvas-chunk]"));

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
    // Rooted at the canvas, the scrolling element: a rootMargin widens only the root.
    expect(made.every((o) => o.root === canvas() && o.rootMargin === NEAR_MARGIN)).toBe(true);
    expect(watched.size).toBe(5000 / ITEMS_PER_RUN - EAGER_ITEMS / ITEMS_PER_RUN);

    // A placeholder: the block's box, type and button as drawn, an empty box of the estimated
    // height instead of the preview.
    const far = "cap-4000";
    expect(isPlaceholder(far)).toBe(true);
    expect(block(far).getAttribute("data-component-type")).toBe("captiontext");
    expect(preview(far).childNodes).toHaveLength(0);
    expect(preview(far).style.height).toMatch(/^\d+px$/);
    expect(preview(far).hasAttribute("inert")).toBe(true);
    expect(blockButton(far).getAttribute("aria-label")).toBe("标题文字");
    expect(blockButton(far).getAttribute("aria-pressed")).toBe("false");
    expect(blockButton(far).getAttribute("aria-roledescription")).toBe(
      blockButton("cap-1").getAttribute("aria-roledescription"),
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
    const run = block(id).closest("[data-canvas-chunk]") as Element;
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

  it("draws a placeholder selected with the keyboard, keeping the focus on its button", () => {
    const { editor } = renderEditor({}, captionsEditor(500));
    const id = "cap-450";
    const button = blockButton(id);
    button.focus();
    expect(isPlaceholder(id)).toBe(true);
    fireEvent.keyDown(button, { key: "Enter", code: "Enter" });
    expect(editor.getSelection()).toEqual([id]);
    expect(isPlaceholder(id)).toBe(false);
    expect(within(block(id)).getByText("标题 450")).toBeTruthy();
    // The same button, pressed and focused: the preview was swapped in beside it.
    expect(blockButton(id)).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    // Its action bar works there too.
    expect(within(block(id)).getByRole("group", { name: "组件操作" })).toBeTruthy();
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
