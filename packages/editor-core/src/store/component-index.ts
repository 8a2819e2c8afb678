import type { ComponentInstance } from "../types";
import { type TreeStep, walkBlocks } from "../util/tree";

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

/** Where a block stands in the tree: its container (none at the page root), slot and steps. */
export interface BlockPlace {
  readonly parentId?: string | undefined;
  readonly slot?: string | undefined;
  readonly index: number;
  readonly steps: readonly TreeStep[];
}

const places = new WeakMap<readonly ComponentInstance[], Map<string, BlockPlace>>();

/**
 * id -> place of every block, nested ones included, built once per page list like componentIndex.
 * Commands, selection and the reducer find a block inside a slot with one lookup.
 */
export function blockIndex(components: readonly ComponentInstance[]): Map<string, BlockPlace> {
  let index = places.get(components);
  if (!index) {
    const built = new Map<string, BlockPlace>();
    walkBlocks(components, (component, steps, parentId) => {
      const last = steps.at(-1)!;
      built.set(component.id, {
        ...(parentId === undefined ? {} : { parentId, slot: last.slot }),
        index: last.index,
        steps,
      });
    });
    index = built;
    places.set(components, index);
  }
  return index;
}

/**
 * Gives `next` the indexes of `previous`. Only for a list with the same ids at the same positions
 * (one component's props replaced): typing would otherwise rebuild a map of every id per key.
 * The maps are never changed after they are built, so sharing one is safe.
 */
export function shareComponentIndex(
  previous: readonly ComponentInstance[],
  next: readonly ComponentInstance[],
): void {
  const index = indexes.get(previous);
  if (index) indexes.set(next, index);
  const place = places.get(previous);
  if (place) places.set(next, place);
}
