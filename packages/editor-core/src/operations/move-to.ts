import { blockIndex } from "../store/component-index";
import type { BlockLocation, PageDocument } from "../types";
import { blockAt, type TreeStep, updateList } from "../util/tree";
import { insertAt } from "./insert-at";

/**
 * Moves a block (with everything inside it) to a place of the tree; `to.index` is its position in
 * the target list once it has left its old place. A container cannot go into itself or one of its
 * descendants, and an unknown id or parent answers the same document.
 */
export function moveTo(document: PageDocument, id: string, to: BlockLocation): PageDocument {
  const index = blockIndex(document.components);
  const from = index.get(id);
  if (!from || wouldNestInItself(index, id, to.parentId)) return document;
  if (to.parentId !== undefined && !index.has(to.parentId)) return document;
  const moving = blockAt(document.components, from.steps)!;
  const parentSteps = from.parentId === undefined ? null : from.steps.slice(0, -1);
  const sameList = from.parentId === to.parentId && (from.slot ?? "") === (to.slot ?? "");
  if (sameList) {
    // A position past the end means the last place: moving the last block down changes nothing.
    const siblings =
      from.parentId === undefined ? document.components : listOf(document, parentSteps!, from.slot);
    const last = siblings.length - 1;
    if (Math.max(0, Math.min(Math.trunc(to.index), last)) === from.index) return document;
  }
  const without = updateList(document.components, parentSteps, from.slot, (list) =>
    list.filter((component) => component.id !== id),
  );
  return insertAt(Object.freeze({ ...document, components: without }), to, [moving]);
}

/** True when `parentId` is the block itself or lies inside it. */
export function wouldNestInItself(
  index: ReturnType<typeof blockIndex>,
  id: string,
  parentId: string | undefined,
): boolean {
  for (let at = parentId; at !== undefined; at = index.get(at)?.parentId) {
    if (at === id) return true;
  }
  return false;
}

const listOf = (
  document: PageDocument,
  parentSteps: readonly TreeStep[],
  slot: string | undefined,
) => blockAt(document.components, parentSteps)?.slots?.[slot ?? ""] ?? [];
