import type { CategoryNode } from "../goodsApi";

/** The ids from the top level down to `id` (empty when it is not in the tree). */
export function categoryPath(tree: readonly CategoryNode[], id: number): number[] {
  for (const node of tree) {
    if (node.id === id) return [id];
    const below = categoryPath(node.children ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

/** A category and every one under it (a category cannot move under itself). */
export function subtreeIds(tree: readonly CategoryNode[], id: number): Set<number> {
  const found = new Set<number>();
  const walk = (nodes: readonly CategoryNode[], inside: boolean) => {
    for (const node of nodes) {
      const here = inside || node.id === id;
      if (here) found.add(node.id);
      walk(node.children ?? [], here);
    }
  };
  walk(tree, false);
  return found;
}

/** Every category's name by id, for cells that hold an id (a parent). */
export function categoryNames(tree: readonly CategoryNode[]): Map<number, string> {
  const names = new Map<number, string>();
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      names.set(node.id, node.name);
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return names;
}
