import { builtinComponents } from "@vitrine/editor-core";

/**
 * Every built-in component type, in the registry's order. All 22 now have a panel and a preview,
 * so the workbench's palette offers every registered type (host components too) unless the host
 * passes `paletteTypes`; this list stays for hosts that want exactly the built-ins.
 */
export const COMPLETED_COMPONENT_TYPES: readonly string[] = builtinComponents.map(
  (definition) => definition.type,
);
