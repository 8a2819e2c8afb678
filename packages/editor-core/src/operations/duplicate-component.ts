import { blockIndex } from "../store/component-index";
import type { ComponentInstance, PageDocument } from "../types";
import { createComponentId, type IdFactory } from "../util/ids";
import { blockAt } from "../util/tree";
import { insertAt } from "./insert-at";

/**
 * Puts a copy of the block (same type and props, the new id) right after it, in the same list.
 * Blocks inside a container are copied too, each with a fresh id from `createId`.
 */
export function duplicateComponent(
  document: PageDocument,
  id: string,
  newId: string,
  createId: IdFactory = createComponentId,
): PageDocument {
  const place = blockIndex(document.components).get(id);
  if (!place) return document;
  const original = blockAt(document.components, place.steps)!;
  const copy = withFreshIds(original, createId, newId);
  return insertAt(
    document,
    { parentId: place.parentId, slot: place.slot, index: place.index + 1 },
    [copy],
  );
}

/**
 * A copy of a block and its descendants with new ids. Props are frozen and never changed in
 * place, so the copies may share them.
 */
export function withFreshIds(
  component: ComponentInstance,
  createId: IdFactory,
  id: string = createId(),
): ComponentInstance {
  const copy: ComponentInstance = { id, type: component.type, props: component.props };
  if (!component.slots) return copy;
  const slots = Object.fromEntries(
    Object.entries(component.slots).map(([name, children]) => [
      name,
      children.map((child) => withFreshIds(child, createId)),
    ]),
  );
  return { ...copy, slots };
}
