import { createContext, type RefObject, useContext, useEffect, useState } from "react";

// Lazy mounting of the canvas's blocks (issue 34, speed at 5,000). A run of blocks (see
// workbench/runs.ts) far outside the canvas's scrolled view draws each block as a placeholder:
// the block's box and its button (id, role, name, pressed state: what keyboard navigation,
// selection, drag and screen readers use), with an empty box of the block's estimated height
// instead of its preview. The run mounts its previews when an IntersectionObserver sees it come
// near the view, and keeps them: remounting on every scroll would cost more than it saves, and
// content-visibility already skips a mounted run's rendering off screen. Runs, not blocks, are
// observed: 200 targets at 5,000 blocks instead of 5,000, and a run's box is never skipped by
// content-visibility (its content is), so the observer always sees its real place.

/** How far outside the canvas's view a run is mounted: one view's height above and below. */
export const NEAR_MARGIN = "100% 0px";

/**
 * The blocks mounted by the first render: the page opens at its top, and before the observer's
 * first answer (a frame later) these fill the view. 50 blocks: more than a phone's height of the
 * smallest blocks.
 */
export const EAGER_ITEMS = 50;

/** A placeholder's height when no block of its type has been measured yet (runs.ts's estimate too). */
export const ESTIMATED_BLOCK_HEIGHT = 60;

export interface CanvasViewport {
  /** Calls `onNear` once, when `element` comes within NEAR_MARGIN of the view; answers a stop. */
  watch: (element: Element, onNear: () => void) => () => void;
  /** A placeholder's height: the first drawn block of the same type, else an estimate. */
  estimatedHeight: (type: string) => number;
  /** Whether a block of this type has been measured. */
  knowsHeight: (type: string) => boolean;
  /** Records a drawn block's height for the placeholders of its type. */
  measured: (type: string, height: number) => void;
}

/** Whether this browser can tell what is near the view; without it (jsdom, old browsers) every block mounts. */
export const canObserve = () => typeof IntersectionObserver === "function";

/**
 * The canvas's viewport watcher: one observer for all runs, rooted at the canvas's scrolling
 * element (`root()`), or at the window when the canvas does not scroll itself (a host without the
 * editor's stylesheet): a rootMargin widens only the root, not a scroller between it and the runs.
 */
export function createCanvasViewport(root: () => Element | null): CanvasViewport {
  let observer: IntersectionObserver | null = null;
  const waiting = new Map<Element, () => void>();
  const heights = new Map<string, number>();
  const start = () => {
    const element = root();
    const scrolls =
      element !== null && /(auto|scroll)/.test(getComputedStyle(element).overflowY ?? "");
    const created = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const onNear = waiting.get(entry.target);
          waiting.delete(entry.target);
          created.unobserve(entry.target);
          onNear?.();
        }
      },
      { root: scrolls ? element : null, rootMargin: NEAR_MARGIN },
    );
    return created;
  };
  return {
    watch(element, onNear) {
      if (!canObserve()) {
        onNear();
        return () => {};
      }
      observer ??= start();
      waiting.set(element, onNear);
      observer.observe(element);
      return () => {
        if (waiting.delete(element)) observer?.unobserve(element);
      };
    },
    estimatedHeight: (type) => heights.get(type) ?? ESTIMATED_BLOCK_HEIGHT,
    knowsHeight: (type) => heights.has(type),
    measured(type, height) {
      if (height > 0) heights.set(type, height);
    },
  };
}

/** The canvas's watcher; null outside a canvas (every block mounts). */
export const CanvasViewportContext = createContext<CanvasViewport | null>(null);

/**
 * Whether the run in `ref` is near the view: true at once for the first runs (`eager`) and where
 * nothing can observe, else from when the observer first sees it near, for good.
 */
export function useNearView(ref: RefObject<Element | null>, eager: boolean): boolean {
  const viewport = useContext(CanvasViewportContext);
  const [near, setNear] = useState(() => eager || viewport === null || !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (near || !viewport || !element) return;
    return viewport.watch(element, () => setNear(true));
  }, [near, viewport, ref]);
  return near;
}
