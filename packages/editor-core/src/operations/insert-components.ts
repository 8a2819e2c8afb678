import type { ComponentInstance, PageDocument } from "../types";
import { deepFreeze } from "../util/freeze";

/** Inserts components at `index` (clamped to the list); answers the same document for none. */
export function insertComponents(
  document: PageDocument,
  index: number,
  components: readonly ComponentInstance[],
): PageDocument {
  if (components.length === 0) return document;
  const at = Math.max(0, Math.min(Math.trunc(index), document.components.length));
  const list = document.components.slice();
  list.splice(at, 0, ...components.map((component) => deepFreeze(component)));
  return Object.freeze({ ...document, components: Object.freeze(list) });
}
