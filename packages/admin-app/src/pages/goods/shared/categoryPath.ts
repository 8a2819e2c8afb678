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
