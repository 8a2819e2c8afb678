import type { ComponentInstance, EditorState } from "@vitrine/editor-core";

/** The space around the phone inside the canvas's scrolling area. */
export const CANVAS_PADDING = 16;

/**
 * Where a pinned block sticks: the top (or bottom) edge of the canvas's scrolling area, not inside
 * its padding (content would scroll through that strip beside the bar).
 */
export const PINNED_TOP = -CANVAS_PADDING;
export const PINNED_BOTTOM = -CANVAS_PADDING;

/** The tab bar: fixed at the page's end, and at the phone's bottom edge on pages. */
const TAB_BAR = "tabBar";

/**
 * Where a block is pinned on the canvas, as it is on the page:
 * - "top": a product search bar set to "fixed at the top" (position 1), `position: fixed` in the
 *   phone on pages; its block sticks to the top of the scrolled phone. It sticks within its run of
 *   blocks (see Canvas's chunks, 25 blocks), so on longer pages it scrolls away after them.
 * - "bottom": the tab bar, which the canvas draws after the runs (see Canvas), so it sticks to the
 *   bottom of the visible phone however long the page is.
 * Only such blocks are positioned: a positioned block is a paint layer of its own (see CanvasBlock).
 */
export function canvasPin(component: ComponentInstance): "top" | "bottom" | null {
  if (component.type === TAB_BAR) return "bottom";
  const position = component.props.position;
  return component.type === "commoditysearch" && (position === 1 || position === "1")
    ? "top"
    : null;
}

/**
 * The id of the tab bar when it ends the page (editor-core keeps it last), else null. The canvas
 * draws it outside the runs: sticky positioning holds only inside the element's parent, a run.
 */
export function selectPinnedTabBar(state: EditorState): string | null {
  const last = state.document.present.components.at(-1);
  return last?.type === TAB_BAR ? last.id : null;
}
