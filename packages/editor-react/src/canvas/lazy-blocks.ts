import { type RefObject, useCallback, useEffect, useState } from "react";

// Lazy mounting of the canvas's blocks (issue 34, speed at 5,000). A run of blocks (see
// workbench/runs.ts) far outside the canvas's scrolled view draws each block as a placeholder
// (PlaceholderBlock): a box of the block's estimated height holding its button (id, role, name,
// pressed state: what keyboard navigation, selection, drag and screen readers use), plain
// elements drawn by the run, with no component, store subscription or preview of their own. The
// run mounts its previews when an IntersectionObserver sees it come near the view (or the
// keyboard reaches it), and keeps them: remounting on every scroll would cost more than it saves, and
// content-visibility already skips a mounted run's rendering off screen. Runs, not blocks, are
// observed: 200 targets at 5,000 blocks instead of 5,000, and a run's box is never skipped by
// content-visibility (its content is), so the observer always sees its real place; one
// observer watches all the runs of a canvas. Kept small:
// this is in the editor's first load, which is at its budget.

/** How far outside the canvas's view a run is mounted: one view's height above and below. */
export const NEAR_MARGIN = "100% 0px";

/**
 * The blocks mounted by the first render: the page opens at its top, and before the observer's
 * first answer (a frame later) these fill the view. 50 blocks: more than a phone's height of the
 * smallest blocks.
 */
export const EAGER_ITEMS = 50;

/**
 * A placeholder's height: an estimate, as runs.ts's for a run not laid out yet. Measuring each
 * type's first drawn block made the placeholders closer but cost the first load bytes it has not
 * got (the scroll keeps its place either way: the browser anchors it when a run mounts).
 */
export const PLACEHOLDER_STYLE = { height: 60 } as const;

/**
 * Whether the run in `ref` is near the view: true at once for the first runs (`eager`) and where
 * nothing can observe (jsdom, old browsers: every block mounts), else from when its observer first
 * sees it near, or the second value is called (the keyboard reached it), for good. The observer's
 * root is the canvas, the scrolling element (a rootMargin widens only the root, not a scroller
 * between it and the run); a canvas that does not scroll itself (a host without the editor's
 * stylesheet) holds every run in its box, so all mount.
 */
export function useNearView(
  ref: RefObject<Element | null>,
  eager: boolean,
): [near: boolean, bringNear: () => void] {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver !== "function");
  useEffect(() => {
    const run = ref.current;
    if (near || !run) return;
    return watchNear(run, () => setNear(true));
  }, [near, ref]);
  return [near, useCallback(() => setNear(true), [])];
}

/** The observer of each canvas (its scrolling root) and what each run it watches calls when near. */
const watchers = new WeakMap<
  Element,
  { observer: IntersectionObserver; near: Map<Element, () => void> }
>();

/**
 * Calls `onNear` once, when `run` comes within the margin of its canvas; answers the unwatch. One
 * observer for all the runs of a canvas: with one each (200 at 5,000 blocks), Chrome spent about
 * 1.4 ms of every keystroke's frame computing their intersections.
 */
function watchNear(run: Element, onNear: () => void): () => void {
  const root = run.closest("main");
  const key = root ?? run.ownerDocument.documentElement;
  let watcher = watchers.get(key);
  if (!watcher) {
    const near = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          near.get(entry.target)?.();
          near.delete(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { root, rootMargin: NEAR_MARGIN },
    );
    watcher = { observer, near };
    watchers.set(key, watcher);
  }
  const { observer, near } = watcher;
  near.set(run, onNear);
  observer.observe(run);
  return () => {
    near.delete(run);
    observer.unobserve(run);
  };
}
