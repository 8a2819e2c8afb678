import type { PageDocument } from "../types";
import { insertComponents } from "./insert-components";

/** Puts a copy of the component (same type and props, the new id) right after it. */
export function duplicateComponent(
  document: PageDocument,
  id: string,
  newId: string,
): PageDocument {
  const index = document.components.findIndex((component) => component.id === id);
  const original = document.components[index];
  if (!original) return document;
  // Props are frozen and never changed in place, so the copy may share them.
  return insertComponents(document, index + 1, [{ ...original, id: newId }]);
}
