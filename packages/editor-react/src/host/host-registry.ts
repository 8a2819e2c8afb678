import { type ComponentType, isValidElement } from "react";
import type { HostPreviews } from "../previews/host-previews";
import type { HostComponent, HostIcon, HostPanel } from "./define-host-component";

type IconComponent = ComponentType<{ size: number }>;

/** The React parts of the host's components by type: what the workbench and renderers look up. */
export interface HostRegistry {
  previews: HostPreviews;
  panels: Readonly<Record<string, HostPanel>>;
  icons: Readonly<Record<string, IconComponent>>;
}

export const EMPTY_HOST_REGISTRY: HostRegistry = { previews: {}, panels: {}, icons: {} };

// Built once per list (hosts keep theirs constant), so contexts hold the same object on every render.
const built = new WeakMap<readonly HostComponent[], WeakMap<HostPreviews, HostRegistry>>();
const NO_PREVIEWS: HostPreviews = {};
const NO_COMPONENTS: readonly HostComponent[] = [];

/**
 * Indexes the host's components; `previews` (the older map of preview replacements) come first,
 * so a component of the same type wins.
 */
export function hostRegistryOf(
  components: readonly HostComponent[] = NO_COMPONENTS,
  previews: HostPreviews = NO_PREVIEWS,
): HostRegistry {
  if (components.length === 0 && previews === NO_PREVIEWS) return EMPTY_HOST_REGISTRY;
  let byPreviews = built.get(components);
  if (!byPreviews) {
    byPreviews = new WeakMap();
    built.set(components, byPreviews);
  }
  const cached = byPreviews.get(previews);
  if (cached) return cached;
  const registry: HostRegistry = {
    previews: { ...previews, ...Object.fromEntries(components.map((c) => [c.type, c.preview])) },
    panels: Object.fromEntries(components.flatMap((c) => (c.panel ? [[c.type, c.panel]] : []))),
    icons: Object.fromEntries(
      components.flatMap((c) => (c.icon ? [[c.type, iconComponent(c.icon)]] : [])),
    ),
  };
  byPreviews.set(previews, registry);
  return registry;
}

/** The palette draws icons as components; an element given ready-made becomes one. */
function iconComponent(icon: HostIcon): IconComponent {
  if (!isValidElement(icon)) return icon;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per host list (cached above), so it stays the same component
  return function HostIconElement() {
    return icon;
  };
}
