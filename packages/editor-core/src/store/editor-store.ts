import type { PageDocument } from "../types";
import type { UiState } from "./ui-reducer";

/**
 * The document and its undo steps, oldest first (./undo-history.ts keeps them).
 */
export interface DocumentHistory {
  readonly past: readonly PageDocument[];
  /** The page being edited. */
  readonly present: PageDocument;
  readonly future: readonly PageDocument[];
}

/** What `editor.getState()` and the selectors read. Frozen: treat it as read-only. */
export interface EditorState {
  readonly document: DocumentHistory;
  readonly ui: UiState;
}

/**
 * An editor's store as hosts and bindings use it: read the state, hear every change. Opaque on
 * purpose: it is a Redux store inside, but Redux Toolkit's types stay out of the package's
 * declarations (they do not type-check under exactOptionalPropertyTypes without skipLibCheck) and
 * every change goes through the editor's commands, never a raw dispatch.
 */
export interface EditorStore {
  getState(): EditorState;
  /** Called after every dispatch, changed or not. Answers its own unsubscribe. */
  subscribe(listener: () => void): () => void;
}
