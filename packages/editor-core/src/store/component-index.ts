import type { ComponentInstance } from "../types";

const indexes = new WeakMap<readonly ComponentInstance[], Map<string, number>>();

/**
 * id -> position for a components list, built once per list. Lists are immutable, so the cache
 * is keyed by the list itself; per-component selectors then cost one map lookup.
 */
export function componentIndex(components: readonly ComponentInstance[]): Map<string, number> {
  let index = indexes.get(components);
  if (!index) {
    index = new Map(components.map((component, position) => [component.id, position]));
    indexes.set(components, index);
  }
  return index;
}

/**
 * Gives `next` the index of `previous`. Only for a list with the same ids at the same positions
 * (one component's props replaced): typing would otherwise rebuild a map of every id per key.
 * The maps are never changed after they are built, so sharing one is safe.
 */
export function shareComponentIndex(
  previous: readonly ComponentInstance[],
  next: readonly ComponentInstance[],
): void {
  const index = indexes.get(previous);
  if (index) indexes.set(next, index);
}
