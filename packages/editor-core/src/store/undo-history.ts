import type { UnknownAction } from "@reduxjs/toolkit";
import { createAction } from "@reduxjs/toolkit";
import type { PageDocument } from "../types";
import type { DocumentHistory } from "./editor-store";

/**
 * The document's undo history: the steps before and after the page shown, and the undo group of
 * the last step (a run of edits with the same `meta.group` makes one step). It replaces
 * redux-undo, of which the editor used only this much (1.7 kB gzip of every host's first load
 * against about 0.3 kB here, issue 35); the behaviour is redux-undo's with `limit` and `groupBy`.
 */
export interface UndoHistory extends DocumentHistory {
  readonly group: string | null;
}

export const undone = createAction("vitrine/history/undo");
export const redone = createAction("vitrine/history/redo");

/** A history holding `present` alone (a new page, or one just opened). */
export const freshHistory = (present: PageDocument): UndoHistory => ({
  past: [],
  present,
  future: [],
  group: null,
});

const groupOf = (action: UnknownAction): string | null =>
  (action as { meta?: { group?: string | null | undefined } | undefined }).meta?.group ?? null;

/**
 * Wraps the document reducer: undo and redo move between steps; a change starts a step (dropping
 * the redo steps and, past `limit` steps, the oldest), or replaces the present when its group is the
 * last step's. An action that changes nothing answers the same history.
 */
export function undoable(
  reducer: (document: PageDocument, action: UnknownAction) => PageDocument,
  limit: number,
): (history: UndoHistory, action: UnknownAction) => UndoHistory {
  return (history, action) => {
    const { past, present, future } = history;
    if (undone.match(action)) {
      const previous = past.at(-1);
      return previous === undefined
        ? history
        : { past: past.slice(0, -1), present: previous, future: [present, ...future], group: null };
    }
    if (redone.match(action)) {
      const [next, ...rest] = future;
      return next === undefined
        ? history
        : { past: [...past, present], present: next, future: rest, group: null };
    }
    const changed = reducer(present, action);
    if (changed === present) return history;
    const group = groupOf(action);
    if (group !== null && group === history.group) return { ...history, present: changed };
    return {
      past: [...past, present].slice(-limit),
      present: changed,
      future: [],
      group,
    };
  };
}
