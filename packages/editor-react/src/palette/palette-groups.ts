import type { ComponentDefinition } from "@vitrine/editor-core";

export type PaletteGroup = "basic" | "business";

// The original palette's basic group in the order of its codes 1-1 ... 1-19: the three placeholders
// (crowdoperation 1-17, personalizedrecommendation 1-18, onlineservice 1-19) are basic components
// there, after the floating button (1-16); the custom module (code "demo") closes the group.
const BASIC_ORDER: readonly string[] = [
  "commoditysearch",
  "captiontext",
  "pictureads",
  "graphicnavigation",
  "tabBar",
  "magiccube",
  "notice",
  "videoss",
  "richtext",
  "auxiliarysegmentation",
  "storeinformation",
  "entertheshop",
  "communitypowder",
  "follow",
  "suspension",
  "crowdoperation",
  "personalizedrecommendation",
  "onlineservice",
  "custommodule",
];

const groupOf = (definition: ComponentDefinition): PaletteGroup =>
  definition.group === "business" ? "business" : "basic";

// Types the original palette did not have keep their registry order, after the known ones.
const rank = (type: string) => {
  const index = BASIC_ORDER.indexOf(type);
  return index < 0 ? BASIC_ORDER.length : index;
};

/** The palette's groups in the original order; placeholders are basic components. */
export function paletteGroups(
  definitions: readonly ComponentDefinition[],
): Record<PaletteGroup, ComponentDefinition[]> {
  const basic = definitions.filter((d) => groupOf(d) === "basic");
  return {
    // Array.prototype.sort is stable, so equal ranks keep the registry order.
    basic: [...basic].sort((a, b) => rank(a.type) - rank(b.type)),
    business: definitions.filter((d) => groupOf(d) === "business"),
  };
}
