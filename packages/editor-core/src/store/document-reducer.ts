import type { UnknownAction } from "@reduxjs/toolkit";
import { createDocument } from "../document/create-document";
import { insertAt } from "../operations/insert-at";
import { insertComponents } from "../operations/insert-components";
import { moveComponent } from "../operations/move-component";
import { moveTo } from "../operations/move-to";
import { removeComponents } from "../operations/remove-components";
import { updateProps } from "../operations/update-props";
import { updateSettings } from "../operations/update-settings";
import type { PageDocument } from "../types";
import {
  blockMovedTo,
  blocksInsertedAt,
  componentMoved,
  componentsInserted,
  componentsRemoved,
  documentLoaded,
  documentReplaced,
  propsUpdated,
  settingsUpdated,
} from "./actions";

/**
 * The document reducer: each action applies one pure operation. No Immer here: the operations copy
 * only what changes and answer the same object when nothing does, which is what the undo history needs
 * to skip empty steps and what per-component selectors need to skip re-renders.
 */
export function documentReducer(
  state: PageDocument = createDocument(),
  action: UnknownAction,
): PageDocument {
  if (componentsInserted.match(action)) {
    return insertComponents(state, action.payload.index, action.payload.components);
  }
  if (componentMoved.match(action)) {
    return moveComponent(state, action.payload.from, action.payload.to);
  }
  if (blocksInsertedAt.match(action)) {
    return insertAt(state, action.payload.location, action.payload.components);
  }
  if (blockMovedTo.match(action)) return moveTo(state, action.payload.id, action.payload.to);
  if (componentsRemoved.match(action)) return removeComponents(state, action.payload.ids);
  if (propsUpdated.match(action)) {
    return updateProps(state, action.payload.id, action.payload.path, action.payload.value);
  }
  if (settingsUpdated.match(action)) return updateSettings(state, action.payload.patch);
  if (documentReplaced.match(action) || documentLoaded.match(action)) {
    return action.payload.document;
  }
  return state;
}
