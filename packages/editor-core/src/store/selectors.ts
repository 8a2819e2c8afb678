import type { ComponentInstance, PageDocument, PageSettings } from "../types";
import { blockAt } from "../util/tree";
import { blockIndex, componentIndex } from "./component-index";
import type { EditorState } from "./editor-store";

export const selectDocument = (state: EditorState): PageDocument => state.document.present;
export const selectSettings = (state: EditorState): PageSettings => state.document.present.settings;
export const selectComponents = (state: EditorState): readonly ComponentInstance[] =>
  state.document.present.components;

/**
 * The component with this id, at any depth, or undefined. Same object until that component
 * changes.
 */
export const selectComponentById = (
  state: EditorState,
  id: string,
): ComponentInstance | undefined => {
  const components = state.document.present.components;
  const position = componentIndex(components).get(id);
  if (position !== undefined) return components[position];
  const place = blockIndex(components).get(id);
  return place && blockAt(components, place.steps);
};

export const selectComponentIndex = (state: EditorState, id: string): number =>
  componentIndex(state.document.present.components).get(id) ?? -1;

/**
 * Makes a selector of the ids in page order that answers the same array while the order is
 * unchanged, so a list re-renders on insert, move and remove but not when props change. Each
 * editor on a page should have its own (the default one below is shared).
 */
export function makeSelectComponentIds(): (state: EditorState) => readonly string[] {
  let lastIds: readonly string[] = Object.freeze([]);
  let lastComponents: readonly ComponentInstance[] | null = null;
  return (state) => {
    const components = state.document.present.components;
    if (components === lastComponents) return lastIds;
    lastComponents = components;
    const same =
      components.length === lastIds.length && components.every((c, i) => c.id === lastIds[i]);
    if (!same) lastIds = Object.freeze(components.map((c) => c.id));
    return lastIds;
  };
}

export const selectComponentIds = makeSelectComponentIds();

export const selectSelection = (state: EditorState): readonly string[] => state.ui.selection;
export const selectIsSelected = (state: EditorState, id: string): boolean =>
  state.ui.selection.includes(id);
export const selectHover = (state: EditorState): string | null => state.ui.hover;
export const selectIsHovered = (state: EditorState, id: string): boolean => state.ui.hover === id;
export const selectCanUndo = (state: EditorState): boolean => state.document.past.length > 0;
export const selectCanRedo = (state: EditorState): boolean => state.document.future.length > 0;
