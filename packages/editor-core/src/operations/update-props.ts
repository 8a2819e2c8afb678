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
  const index = document.components.findIndex((component) => component.id === id);
  const component = document.components[index];
  if (!component || path.length === 0) return document;
  if (deepEqual(getIn(component.props, path), value)) return document;
  const props = deepFreeze(setIn(component.props, path, structuredClone(value)));
  const list = document.components.slice();
  list[index] = Object.freeze({ ...component, props });
  return Object.freeze({ ...document, components: Object.freeze(list) });
}
