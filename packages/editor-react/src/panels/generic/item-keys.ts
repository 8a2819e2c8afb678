import { useRef } from "react";

let nextKey = 0;
const freshKey = () => `item-${++nextKey}`;

/**
 * Stable React keys for the items of a list that has no ids, so an item's inputs (and their
 * drafts) follow it when the list is reordered. The widget tells it of its own adds, deletes and
 * moves; a length change from elsewhere (undo, an import) gives every item a new key.
 */
export function useItemKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, freshKey);
  const list = keys.current;
  return {
    keys: list as readonly string[],
    added: () => {
      keys.current = [...list, freshKey()];
    },
    removed: (index: number) => {
      keys.current = list.filter((_, i) => i !== index);
    },
    moved: (from: number, to: number) => {
      keys.current = moveItem(list, from, to);
    },
  };
}

/** A copy of the list with the item at `from` moved to index `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
