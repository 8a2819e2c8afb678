import { legacy_createStore, type Store, type UnknownAction } from "@reduxjs/toolkit";
import type { PageDocument } from "../types";
import { documentLoaded } from "./actions";
import { blockIndex } from "./component-index";
import { documentReducer } from "./document-reducer";
import type { EditorState } from "./editor-store";
import { initialUiState, pruneUi, type UiState, uiReducer } from "./ui-reducer";
import { freshHistory, type UndoHistory, undoable } from "./undo-history";

/** The state inside the Redux store: the public EditorState with the history's undo group. */
interface ReduxEditorState extends EditorState {
  readonly document: UndoHistory;
  readonly ui: UiState;
}

/**
 * The Redux store the commands dispatch to. Internal: `editor.store` is the opaque EditorStore
 * (./editor-store.ts), so no Redux Toolkit type reaches the public declarations (issue 35).
 */
export type ReduxEditorStore = Store<ReduxEditorState, UnknownAction>;

/**
 * The Redux store of one editor. `historyLimit` is the number of undo steps kept. Actions that carry
 * the same `meta.group` as the previous one merge into its step.
 */
export function createEditorStore(document: PageDocument, historyLimit: number): ReduxEditorStore {
  const history = undoable(documentReducer, historyLimit);

  const documentWithHistory = (
    state: UndoHistory | undefined,
    action: UnknownAction,
  ): UndoHistory => {
    // Loading another page starts its own history.
    if (documentLoaded.match(action)) return freshHistory(action.payload.document);
    return history(state ?? freshHistory(document), action);
  };

  const rootReducer = (
    state: ReduxEditorState | undefined,
    action: UnknownAction,
  ): ReduxEditorState => {
    const nextDocument = documentWithHistory(state?.document, action);
    let ui = uiReducer(state?.ui, action);
    if (state && nextDocument.present !== state.document.present) {
      // Nested blocks count: a selected block inside a slot stays selected.
      const index = blockIndex(nextDocument.present.components);
      ui = pruneUi(ui, (id) => index.has(id));
    }
    if (state && nextDocument === state.document && ui === state.ui) return state;
    return { document: nextDocument, ui };
  };

  // Redux's plain store, not Redux Toolkit's configureStore: nothing dispatches thunks, the state is
  // frozen by the operations themselves (the development checks would walk the whole 500-component
  // document on every keystroke) and there are no dev tools, so its middleware and enhancers were
  // only first-load bytes (issue 35's budget).
  return legacy_createStore(rootReducer, {
    document: freshHistory(document),
    ui: initialUiState,
  });
}
