import type { ComponentDefinition } from "@vitrine/editor-core";

export type PaletteGroup = "basic" | "business";

// The custom module closes the original's basic group (its code is "demo", after 1-1 ... 1-19).
const LAST_BASIC = "custommodule";

/**
 * The palette's groups in the original order. The registry lists the built-ins in the original
 * palette order with the three placeholders (crowdoperation 1-17, personalizedrecommendation 1-18,
 * onlineservice 1-19) at its end; in the original they are basic components after the floating
 * button (1-16), so they join the basic group and the custom module moves behind them.
 */
export function paletteGroups(
  definitions: readonly ComponentDefinition[],
): Record<PaletteGroup, ComponentDefinition[]> {
  const basic = definitions.filter((d) => d.group !== "business");
  return {
    basic: [
      ...basic.filter((d) => d.type !== LAST_BASIC),
      ...basic.filter((d) => d.type === LAST_BASIC),
    ],
    business: definitions.filter((d) => d.group === "business"),
  };
}
