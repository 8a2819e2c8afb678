import { blockIndex, shareComponentIndex } from "../store/component-index";
import type { PageDocument } from "../types";
import { deepEqual } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";
import { getIn, setIn } from "../util/path";
import { blockAt, updateBlock } from "../util/tree";

/**
 * Sets one value inside a component's props by a path of segments ("imageList", "2", "src").
 * Only the containers on the path are copied; an equal value answers the same document, so no
 * empty undo step is made. Throws InvalidPathError when the path crosses a non-container.
 */
export function updateProps(
  document: PageDocument,
  id: string,
  path: readonly string[],
  value: unknown,
): PageDocument {
  const place = blockIndex(document.components).get(id);
  const component = place && blockAt(document.components, place.steps);
  if (!place || !component || path.length === 0) return document;
  if (deepEqual(getIn(component.props, path), value)) return document;
  const props = deepFreeze(setIn(component.props, path, ownCopy(value)));
  // Only the block and its ancestors are copied, so a nested edit stays one cheap step.
  const list = updateBlock(document.components, place.steps, (found) => ({ ...found, props }));
  // Same ids in the same places: the new list keeps the old one's id index.
  shareComponentIndex(document.components, list);
  return Object.freeze({ ...document, components: list });
}

/** Objects are copied so the caller cannot change the document later; primitives need no copy. */
const ownCopy = (value: unknown) =>
  typeof value === "object" && value !== null ? structuredClone(value) : value;
