import type { UnknownAction } from "@reduxjs/toolkit";
import { documentLoaded, hoverChanged, selectionChanged } from "./actions";

/** Selection and hover: editor state that never enters undo history. */
export interface UiState {
  readonly selection: readonly string[];
  readonly hover: string | null;
}

export const initialUiState: UiState = Object.freeze({ selection: Object.freeze([]), hover: null });

export function uiReducer(state: UiState = initialUiState, action: UnknownAction): UiState {
  if (selectionChanged.match(action)) {
    const ids = action.payload.ids;
    const same =
      ids.length === state.selection.length && ids.every((id, i) => state.selection[i] === id);
    return same ? state : { ...state, selection: Object.freeze([...ids]) };
  }
  if (documentLoaded.match(action)) return initialUiState;
  if (hoverChanged.match(action)) {
    return action.payload.id === state.hover ? state : { ...state, hover: action.payload.id };
  }
  return state;
}

/** Drops selected and hovered ids that are no longer on the page (after remove, undo, load). */
export function pruneUi(state: UiState, exists: (id: string) => boolean): UiState {
  const selection = state.selection.filter(exists);
  const hover = state.hover !== null && !exists(state.hover) ? null : state.hover;
  if (selection.length === state.selection.length && hover === state.hover) return state;
  return { selection: Object.freeze(selection), hover };
}
