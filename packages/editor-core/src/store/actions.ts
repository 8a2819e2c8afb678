import { createAction } from "@reduxjs/toolkit";
import type { BlockLocation, ComponentInstance, PageDocument, PageSettings } from "../types";

/**
 * `meta.group` marks edits that merge into one undo step: consecutive actions with the same group
 * replace the present state instead of adding a step.
 */
const grouped =
  <P>() =>
  (payload: P, group?: string) => ({ payload, meta: { group: group ?? null } });

export const componentsInserted = createAction<{ index: number; components: ComponentInstance[] }>(
  "vitrine/document/componentsInserted",
);
export const componentMoved = createAction<{ from: number; to: number }>(
  "vitrine/document/componentMoved",
);
/** Inserts into a slot of a container or the page root, by location (nested documents). */
export const blocksInsertedAt = createAction<{
  location: BlockLocation;
  components: ComponentInstance[];
}>("vitrine/document/blocksInsertedAt");
export const blockMovedTo = createAction<{ id: string; to: BlockLocation }>(
  "vitrine/document/blockMovedTo",
);
export const componentsRemoved = createAction<{ ids: string[] }>(
  "vitrine/document/componentsRemoved",
);
export const propsUpdated = createAction(
  "vitrine/document/propsUpdated",
  grouped<{ id: string; path: string[]; value: unknown }>(),
);
export const settingsUpdated = createAction(
  "vitrine/document/settingsUpdated",
  grouped<{ patch: Partial<PageSettings> }>(),
);
/** Replaces the whole document as one undoable step (the reset command). */
export const documentReplaced = createAction<{ document: PageDocument }>(
  "vitrine/document/replaced",
);
/** Opens another document: history starts over and the selection is cleared. */
export const documentLoaded = createAction<{ document: PageDocument }>("vitrine/document/loaded");

export const selectionChanged = createAction<{ ids: string[] }>("vitrine/ui/selectionChanged");
export const hoverChanged = createAction<{ id: string | null }>("vitrine/ui/hoverChanged");
