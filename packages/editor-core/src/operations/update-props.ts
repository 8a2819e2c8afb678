import { componentIndex, shareComponentIndex } from "../store/component-index";
import type { PageDocument } from "../types";
import { deepEqual } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";
import { getIn, setIn } from "../util/path";

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
  const index = componentIndex(document.components).get(id);
  const component = index === undefined ? undefined : document.components[index];
  if (index === undefined || !component || path.length === 0) return document;
  if (deepEqual(getIn(component.props, path), value)) return document;
  const props = deepFreeze(setIn(component.props, path, ownCopy(value)));
  const list = document.components.slice();
  list[index] = Object.freeze({ ...component, props });
  // Same ids in the same places: the new list keeps the old one's id index.
  shareComponentIndex(document.components, list);
  return Object.freeze({ ...document, components: Object.freeze(list) });
}

/** Objects are copied so the caller cannot change the document later; primitives need no copy. */
const ownCopy = (value: unknown) =>
  typeof value === "object" && value !== null ? structuredClone(value) : value;
