import { type RefObject, useEffect, useRef } from "react";
import { useIsomorphicLayoutEffect } from "../ssr/use-isomorphic-layout-effect";

// A run of placeholder blocks (see Canvas's CanvasChunk) swaps a block's placeholder for its real
// block when the run comes near the view or the block is chosen: a new element, so a focused
// placeholder button would drop the focus to <body> (a keyboard user tabbing down the page, a
// Shift+arrow landing on a far block, Enter on a placeholder). The run remembers which block's
// button has the focus and, after a commit that took it away, gives it to the new button.

const BLOCK = "[data-component-id]";
const buttonOf = (run: Element, id: string) =>
  run.querySelector<HTMLElement>(`[data-component-id=${JSON.stringify(id)}] > .vt-block__hit`);

/**
 * Keeps the focus on the same block of the run in `ref` across its commits. `onFocusIn` hears
 * every focus that enters the run (the run mounts on the keyboard's, see CanvasChunk).
 */
export function useKeepFocus(
  ref: RefObject<HTMLElement | null>,
  onFocusIn: (target: Element) => void,
): void {
  const focused = useRef<string | null>(null);
  const focusIn = useRef(onFocusIn);
  focusIn.current = onFocusIn;
  useIsomorphicLayoutEffect(() => {
    const id = focused.current;
    const run = ref.current;
    if (id === null || !run) return;
    const active = run.ownerDocument.activeElement;
    // Only a focus that was lost (to the body), never one the user moved elsewhere.
    if (active !== null && active !== run.ownerDocument.body) return;
    buttonOf(run, id)?.focus({ preventScroll: true });
  });
  // Native listeners: the run is not a control, only the buttons in it are.
  useEffect(() => {
    const run = ref.current;
    if (!run) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      focused.current = target.closest(BLOCK)?.getAttribute("data-component-id") ?? null;
      focusIn.current(target);
    };
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget !== null) {
        focused.current = null;
        return;
      }
      // Focus to nowhere: the button was removed (kept: the commit gives it back), or the user
      // clicked outside any control (forgotten: a later commit must not take the focus back).
      const target = event.target as Node;
      const id = focused.current;
      setTimeout(() => {
        if (target.isConnected && focused.current === id) focused.current = null;
      }, 0);
    };
    run.addEventListener("focusin", onFocus);
    run.addEventListener("focusout", onBlur);
    return () => {
      run.removeEventListener("focusin", onFocus);
      run.removeEventListener("focusout", onBlur);
    };
  }, [ref]);
}
