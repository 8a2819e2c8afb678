import type { ComponentInstance } from "@vitrine/editor-core";

/** The space around the phone inside the canvas's scrolling area. */
export const CANVAS_PADDING = 16;

/**
 * Where a pinned block sticks: the top edge of the canvas's scrolling area, not below its padding
 * (content would scroll through that strip above the bar).
 */
export const PINNED_TOP = -CANVAS_PADDING;

/**
 * A product search bar set to "fixed at the top" (position 1): on pages it is `position: fixed` in
 * the phone; on the canvas its block sticks to the top of the scrolled phone instead, so the
 * operator sees the same. It sticks within its run of blocks (see Canvas's chunks, 25 blocks), so
 * on longer pages it scrolls away after them. Only such blocks are positioned: a positioned block is
 * a paint layer of its own (see CanvasBlock).
 */
export function pinnedOnCanvas(component: ComponentInstance): boolean {
  const position = component.props.position;
  return component.type === "commoditysearch" && (position === 1 || position === "1");
}
