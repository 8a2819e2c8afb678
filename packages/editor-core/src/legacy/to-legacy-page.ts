import { defaultRegistry } from "../document/default-registry";
import { translate } from "../i18n/translate";
import type { Registry } from "../registry/registry";
import type { PageDocument } from "../types";
import type { LegacyComponentEntry, LegacyPageRecord } from "./legacy-types";

export interface LegacyExportOptions {
  registry?: Registry;
  /** The record id to write (the document itself has none). */
  id?: string | number | null;
  /** The component to mark active (the original's selected component). */
  activeId?: string;
}

/**
 * Exports a document as the original system's page record, for its JSON export and for existing
 * H5 renderers. Labels are the zh-cn titles, codes and panel names come from the definitions.
 */
export function toLegacyPage(
  document: PageDocument,
  options: LegacyExportOptions = {},
): LegacyPageRecord {
  const registry = options.registry ?? defaultRegistry();
  const entries: LegacyComponentEntry[] = document.components.map((component) => {
    const definition = registry.get(component.type);
    return {
      component: component.type,
      text: definition ? translate(definition.title, "zh-cn") : component.type,
      type: definition?.legacy?.code ?? component.type,
      active: component.id === options.activeId,
      style: definition?.legacy?.style ?? `${component.type}style`,
      setStyle: component.props,
    };
  });
  return {
    id: options.id ?? null,
    name: document.settings.name,
    templateJson: JSON.stringify(document.settings),
    component: JSON.stringify(entries),
  };
}
