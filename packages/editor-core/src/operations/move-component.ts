import type { PageDocument } from "../types";

/**
 * Moves the component at `from` so that it ends up at `to` (an index of the resulting list).
 * Out-of-range or equal indexes answer the same document.
 */
export function moveComponent(document: PageDocument, from: number, to: number): PageDocument {
  const count = document.components.length;
  if (from === to || from < 0 || from >= count || to < 0 || to >= count) return document;
  const list = document.components.slice();
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  return Object.freeze({ ...document, components: Object.freeze(list) });
}
