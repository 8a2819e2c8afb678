import { observeElementRect, type Rect, type Virtualizer } from "@tanstack/react-virtual";

/**
 * The virtualizer's own size observer, except that an element with no layout yet (jsdom, a hidden
 * tab, a closed dialog) counts as the size the table was given, so the first rows still render.
 */
export function observeRectOrFallback(fallback: Rect) {
  return <T extends Element>(instance: Virtualizer<T, Element>, onRect: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : fallback));
}
