import type { CSSProperties } from "react";

// Long lists (the canvas's blocks, the management list's rows) are drawn in runs of ITEMS_PER_RUN,
// each skipped by the browser while off screen (`content-visibility: auto`). Per item, Chrome
// computed the visibility of every item on every frame (1.7 ms a frame at 1,000 blocks in a trace);
// per run it checks 40. Runs are keyed by position and memoised by their ids, so a move reconciles
// only the runs whose ids changed, and a delete or insert remounts at most one item per later run
// (the one crossing a boundary); the drop line joins the run of the item it points at without
// moving any item to another run during a drag. The run holding a dragged item is not contained
// while it drags: containment clips paint to the run, and the item moves out of it.

export const ITEMS_PER_RUN = 25;

export interface Run {
  /** The run's first position in the list (its React key). */
  start: number;
  ids: readonly string[];
  /** The item of this run the drop line is drawn before, or "end" (see splitIntoRuns). */
  insertBefore: string | null;
  holdsDragged: boolean;
}

/**
 * The list's runs, with the drop line (before an id, or "end") given to the run it falls in: "end"
 * goes to the last run when `endInLastRun`, else to none (the list draws it after its runs).
 */
export function splitIntoRuns(
  ids: readonly string[],
  insertBefore: string | null,
  dragged: string | null,
  endInLastRun: boolean,
): Run[] {
  const runs: Run[] = [];
  for (let start = 0; start < ids.length; start += ITEMS_PER_RUN) {
    const runIds = ids.slice(start, start + ITEMS_PER_RUN);
    const last = start + ITEMS_PER_RUN >= ids.length;
    const line =
      insertBefore === "end"
        ? endInLastRun && last
          ? "end"
          : null
        : insertBefore !== null && runIds.includes(insertBefore)
          ? insertBefore
          : null;
    runs.push({
      start,
      ids: runIds,
      insertBefore: line,
      holdsDragged: dragged !== null && runIds.includes(dragged),
    });
  }
  return runs;
}

/** A run's style: skipped while off screen, `itemHeight` px an item until first laid out. */
export function runStyle(itemHeight: number): CSSProperties {
  return {
    contentVisibility: "auto",
    containIntrinsicSize: `auto ${ITEMS_PER_RUN * itemHeight}px`,
  };
}

/** memo's comparison for a run's props: its ids by content (sliced anew each render), the rest as they are. */
export function sameRunProps<P extends { ids: readonly string[] }>(a: P, b: P): boolean {
  for (const key of Object.keys(a) as (keyof P)[]) {
    if (key === "ids") continue;
    if (!Object.is(a[key], b[key])) return false;
  }
  return (
    Object.keys(a).length === Object.keys(b).length &&
    a.ids.length === b.ids.length &&
    a.ids.every((id, i) => id === b.ids[i])
  );
}
