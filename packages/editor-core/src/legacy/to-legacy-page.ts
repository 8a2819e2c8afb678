import { pageSettingsFields } from "../builtins/page-settings";
import { defaultRegistry } from "../document/default-registry";
import { DocumentError } from "../document/document-error";
import { translate } from "../i18n/translate";
import type { Registry } from "../registry/registry";
import type { PageDocument } from "../types";
import type { LegacyComponentEntry, LegacyPageRecord } from "./legacy-types";
import { writeLegacyValues } from "./legacy-values";

export interface LegacyExportOptions {
  registry?: Registry | undefined;
  /** The record id to write (the document itself has none). */
  id?: string | number | null | undefined;
  /** The component to mark active (the original's selected component). */
  activeId?: string | undefined;
}

/**
 * The original format is a flat list: a container (a block with slots, or a type that declares
 * them) cannot be written without losing what is inside it, so the export is refused, naming it.
 */
function refuseContainers(document: PageDocument, registry: Registry): void {
  const index = document.components.findIndex(
    (component) => component.slots !== undefined || registry.get(component.type)?.slots,
  );
  const found = document.components[index];
  if (!found) return;
  const definition = registry.get(found.type);
  const title = definition
    ? translate(definition.title, "zh-cn", undefined, registry.messages)
    : found.type;
  throw new DocumentError(
    "legacy.containerNotSupported",
    { title },
    { index, componentType: found.type },
    "zh-cn",
  );
}

/**
 * Exports a document as the original system's page record, for its JSON export and for existing
 * H5 renderers. Labels are the zh-cn titles, codes and panel names come from the definitions;
 * every field is written in the type the original stores it in (see legacy-values.ts). Throws a
 * DocumentError for a page holding a container, which the original cannot store.
 */
export function toLegacyPage(
  document: PageDocument,
  options: LegacyExportOptions = {},
): LegacyPageRecord {
  const registry = options.registry ?? defaultRegistry();
  refuseContainers(document, registry);
  const entries: LegacyComponentEntry[] = document.components.map((component) => {
    const definition = registry.get(component.type);
    const text = definition
      ? translate(definition.title, "zh-cn", undefined, registry.messages)
      : component.type;
    const props = definition
      ? writeLegacyValues(component.props, definition.fields)
      : component.props;
    return {
      component: component.type,
      text,
      type: definition?.legacy?.code ?? component.type,
      active: component.id === options.activeId,
      style: definition?.legacy?.style ?? `${component.type}style`,
      // The original also keeps the label in setStyle (the cell's `text` is its left title).
      setStyle: "text" in props ? props : { ...props, text },
    };
  });
  // The original's page settings have no classification: an empty one is not written.
  const { classification, ...rest } = document.settings;
  const settings = classification === "" || classification === null ? rest : document.settings;
  return {
    id: options.id ?? null,
    name: document.settings.name,
    templateJson: JSON.stringify(writeLegacyValues(settings, pageSettingsFields)),
    component: JSON.stringify(entries),
  };
}
