import { pageSettingsFields } from "../builtins/page-settings";
import { CURRENT_SCHEMA_VERSION } from "../document/create-document";
import { defaultRegistry } from "../document/default-registry";
import { DocumentError } from "../document/document-error";
import { readComponentProps } from "../document/read-component";
import { readSettings } from "../document/read-settings";
import type { RefusedValueListener } from "../document/refused-value";
import type { Registry } from "../registry/registry";
import type { ComponentInstance, Locale, PageDocument } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";
import { createComponentId, type IdFactory } from "../util/ids";
import { readLegacyValues } from "./legacy-values";

export interface LegacyImportOptions {
  registry?: Registry | undefined;
  /** Language of DocumentError messages (default en). */
  locale?: Locale | undefined;
  createId?: IdFactory | undefined;
  /** Hears of each value emptied because it is not plainly what its field holds. */
  onRefused?: RefusedValueListener | undefined;
}

/**
 * Imports the original system's page record `{id, name, templateJson, component}`. Every setStyle
 * field becomes a prop under the same name (unknown ones included) and every page setting is kept.
 * Values of the types the original stores are read into ours (numeric strings, the number 10/11
 * of a caption link, null for an empty value; see legacy-values.ts).
 * Malformed JSON, an unknown type or a field of the wrong kind throws a DocumentError naming the
 * component index, type and field; nothing half-imported is returned.
 */
export function fromLegacyPage(record: unknown, options: LegacyImportOptions = {}): PageDocument {
  const locale = options.locale ?? "en";
  const registry = options.registry ?? defaultRegistry();
  const createId = options.createId ?? createComponentId;
  if (!isPlainObject(record)) {
    throw new DocumentError("document.notAnObject", { field: "record" }, {}, locale);
  }
  const template = readJsonField(record, "templateJson", locale) ?? {};
  const onRefused = options.onRefused;
  const settings = readSettings(
    isPlainObject(template) ? readLegacyValues(template, pageSettingsFields) : template,
    locale,
    "templateJson",
    onRefused &&
      ((field, value) => onRefused({ index: null, componentType: "page", field, value })),
  );
  if (!("name" in (template as object)) && typeof record.name === "string")
    settings.name = record.name;

  const entries = readJsonField(record, "component", locale) ?? [];
  if (!Array.isArray(entries)) {
    throw new DocumentError(
      "document.notAnArray",
      { field: "component" },
      { field: "component" },
      locale,
    );
  }
  const components = entries.map((entry: unknown, index): ComponentInstance => {
    if (!isPlainObject(entry)) {
      throw new DocumentError(
        "document.badComponent",
        { position: index + 1, type: "?", field: "component" },
        { index, field: "component" },
        locale,
      );
    }
    // The original's mixed value types are read into ours before the kind check.
    const known = typeof entry.component === "string" ? registry.get(entry.component) : undefined;
    const setStyle =
      known && isPlainObject(entry.setStyle)
        ? readLegacyValues(entry.setStyle, known.fields)
        : entry.setStyle;
    const { definition, props } = readComponentProps(
      registry,
      entry.component,
      setStyle,
      index,
      locale,
      1,
      "setStyle",
      onRefused &&
        ((field, value) =>
          onRefused({ index, componentType: String(entry.component), field, value })),
    );
    return { id: createId(), type: definition.type, props };
  });
  return deepFreeze({ schemaVersion: CURRENT_SCHEMA_VERSION, settings, components });
}

/** The original stored these fields as JSON text; parsed objects are accepted as well. */
function readJsonField(record: Record<string, unknown>, field: string, locale: Locale): unknown {
  const value = record[field];
  if (value === undefined || value === null || value === "") return undefined;
  // A parsed value is copied: the imported document is frozen, the caller's data must not be.
  if (typeof value !== "string") return structuredClone(value);
  try {
    return JSON.parse(value);
  } catch (error) {
    throw new DocumentError(
      "document.malformedJson",
      { field, detail: (error as Error).message },
      { field },
      locale,
    );
  }
}
