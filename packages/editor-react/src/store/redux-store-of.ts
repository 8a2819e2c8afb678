import type { EditorInstance } from "@vitrine/editor-core";
import type { ComponentProps } from "react";
import type { Provider } from "react-redux";

type ReduxStore = ComponentProps<typeof Provider>["store"];

/**
 * The Redux store behind an editor's opaque `EditorStore`, for react-redux's `<Provider>`, whose
 * prop wants Redux's whole `Store` type. editor-core keeps Redux Toolkit's types out of its public
 * declarations (issue 35); at run time `editor.store` is that Redux store.
 */
export const reduxStoreOf = (editor: EditorInstance): ReduxStore =>
  editor.store as unknown as ReduxStore;
