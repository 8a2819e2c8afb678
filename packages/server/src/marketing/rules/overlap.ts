import type { ActivityWindow } from "./phase.js";

/**
 * The time an activity actually holds its SKUs: from its start to its end, or to the moment an
 * operator closed it, whichever is first. An activity closed before it started holds nothing.
 */
export function heldSpan(window: ActivityWindow): { from: number; to: number } {
  const from = window.startAt.getTime();
  const end = window.endAt.getTime();
  const to = window.closedAt ? Math.min(end, window.closedAt.getTime()) : end;
  return { from, to: Math.max(from, to) };
}

/** Two half-open spans overlap when each starts before the other ends (touching ends do not). */
export function windowsOverlap(a: ActivityWindow, b: ActivityWindow): boolean {
  const x = heldSpan(a);
  const y = heldSpan(b);
  return x.from < x.to && y.from < y.to && x.from < y.to && y.from < x.to;
}
