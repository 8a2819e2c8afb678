import { vi } from "vitest";

// jsdom lays nothing out. For drag tests, give each item (data-component-id) of the canvas and of
// the management list a slot of ITEM_HEIGHT px by its position, so dnd-kit's keyboard sensor and
// the drop positions find the neighbouring items as they do in a browser.
export const ITEM_HEIGHT = 40;
const LISTS = "[data-vitrine-canvas], [data-vitrine-manage-list], [data-vitrine-field-list]";

/** The x and y of an inline translate (what dnd-kit sets on a dragged item), or undefined. */
export function translation(element: Element | null): [string, string] | undefined {
  const match = /translate(?:3d)?\(\s*([-\d.]+)px,\s*([-\d.]+)px/.exec(
    (element as HTMLElement | null)?.style?.transform ?? "",
  );
  return match ? [match[1]!, match[2]!] : undefined;
}

function translateY(item: HTMLElement): number {
  const moved = item.matches("[style*=translate]")
    ? item
    : item.querySelector("[style*=translate]");
  return Number(translation(moved)?.[1] ?? 0);
}

/** Lays out the canvas and the management list (restore with the spy's mockRestore). */
export function layOutLists() {
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const list = this.closest(LISTS);
    const item = this.closest<HTMLElement>("[data-component-id]");
    // Only the list's own items count (the insertion line is left out).
    const items = list ? [...list.querySelectorAll("[data-component-id]")] : [];
    const index = item ? items.indexOf(item) : 0;
    // The list spans its items; an item (or anything in it) sits in its slot, drawn where its
    // drag transform puts it, as a browser would report it.
    const top = item ? index * ITEM_HEIGHT + translateY(item) : 0;
    const height = item ? ITEM_HEIGHT : Math.max(items.length, 1) * ITEM_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + height,
      width: 300,
      height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/**
 * A browser computes an inline translate3d as a matrix, which dnd-kit reads to find a dragged item's
 * untransformed place; jsdom returns the text as written, so give dnd-kit the matrix.
 */
export function computeTransformsAsMatrices() {
  const original = window.getComputedStyle.bind(window);
  return vi.spyOn(window, "getComputedStyle").mockImplementation((element, pseudo) => {
    const style = original(element, pseudo);
    const moved = translation(element);
    if (!moved) return style;
    const computed: Record<string, string> = {
      transform: `matrix(1, 0, 0, 1, ${moved[0]}, ${moved[1]})`,
      transformOrigin: "0px 0px",
    };
    return new Proxy(style, {
      get(target, property) {
        if (typeof property === "string" && property in computed) return computed[property];
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
}

/** Both of the above, undone by the returned function. */
export function layOutForDrags(): () => void {
  const spies = [layOutLists(), computeTransformsAsMatrices()];
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

/**
 * For keyboard drags: the layout above, and a no-op `scrollIntoView` (dnd-kit scrolls a lifted
 * block into view; jsdom has no scrolling). Undone by the returned function.
 */
export function layOutForKeyboardDrags(): () => void {
  const undoLayout = layOutForDrags();
  Element.prototype.scrollIntoView = () => {};
  return () => {
    undoLayout();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  };
}
