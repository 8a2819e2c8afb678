/** A menu or button row of `POST /api/role/menuTree`. */
export interface MenuNode {
  id: number;
  pid: number;
  title: string;
  type: string;
  permission?: string;
  path?: string;
  children?: MenuNode[];
}

/**
 * Granting a menu or button grants the menus above it (a button on a page the role cannot open
 * would be useless); taking one away takes away everything below it.
 */
export function toggleGrant(
  tree: MenuNode[],
  granted: number[],
  id: number,
  on: boolean,
): number[] {
  const set = new Set(granted);
  if (on) {
    for (const ancestor of ancestorsOf(tree, id)) set.add(ancestor);
    set.add(id);
  } else {
    const node = findNode(tree, id);
    for (const below of node ? idsIn([node]) : [id]) set.delete(below);
  }
  return [...set].sort((a, b) => a - b);
}

function findNode(tree: MenuNode[], id: number): MenuNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

function ancestorsOf(tree: MenuNode[], id: number, path: number[] = []): number[] {
  for (const node of tree) {
    if (node.id === id) return path;
    const found = ancestorsOf(node.children ?? [], id, [...path, node.id]);
    if (found.length > 0 || findNode(node.children ?? [], id)) return found;
  }
  return [];
}

export function idsIn(tree: MenuNode[]): number[] {
  return tree.flatMap((node) => [node.id, ...idsIn(node.children ?? [])]);
}
