import { createBuiltinRegistry, createComponent, defaultPageSettings } from "@vitrine/editor-core";

const registry = createBuiltinRegistry();

/** A component's props with editor-core's defaults under the given ones (for preview stories). */
export function propsOf(type: string, props: Record<string, unknown> = {}) {
  const definition = registry.get(type);
  if (!definition) throw new Error(`unknown component type ${type}`);
  return createComponent(definition, props).props as Record<string, unknown>;
}

export const pageSettings = (changes: Record<string, unknown> = {}) => ({
  ...defaultPageSettings,
  ...changes,
});
