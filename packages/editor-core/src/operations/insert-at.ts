import { blockIndex } from "../store/component-index";
import type { BlockLocation, ComponentInstance, PageDocument } from "../types";
import { deepFreeze } from "../util/freeze";
import { updateList } from "../util/tree";
import { insertComponents } from "./insert-components";

/**
 * Inserts components at a place of the tree (the page root without `parentId`), the index clamped
 * to that list. An unknown parent or no components answers the same document.
 */
export function insertAt(
  document: PageDocument,
  location: BlockLocation,
  components: readonly ComponentInstance[],
): PageDocument {
  if (location.parentId === undefined)
    return insertComponents(document, location.index, components);
  const parent = blockIndex(document.components).get(location.parentId);
  if (!parent || components.length === 0) return document;
  const list = updateList(document.components, parent.steps, location.slot, (slot) => {
    const at = Math.max(0, Math.min(Math.trunc(location.index), slot.length));
    const next = slot.slice();
    next.splice(at, 0, ...components.map((component) => deepFreeze(component)));
    return next;
  });
  return Object.freeze({ ...document, components: list });
}
