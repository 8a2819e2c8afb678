import type { PageDocument } from "../types";

/** Removes the components with these ids; answers the same document when none is on the page. */
export function removeComponents(document: PageDocument, ids: readonly string[]): PageDocument {
  const doomed = new Set(ids);
  const list = document.components.filter((component) => !doomed.has(component.id));
  if (list.length === document.components.length) return document;
  return Object.freeze({ ...document, components: Object.freeze(list) });
}
