import type { Registry } from "../registry/registry";
import type { ComponentInstance, Locale, PageDocument, Props } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { deepFreeze, isDeepFrozen } from "../util/freeze";
import { createComponentId } from "../util/ids";
import { CURRENT_SCHEMA_VERSION } from "./create-document";
import { defaultRegistry } from "./default-registry";
import { DocumentError } from "./document-error";
import { type DocumentMigration, documentMigrations, migrateDocumentObject } from "./migrations";
import { readComponentProps } from "./read-component";
import { readSettings } from "./read-settings";
import type { RefusedValueListener } from "./refused-value";

export interface ParseOptions {
  registry?: Registry | undefined;
  /** Language of DocumentError messages (default en; `error.translate(locale)` gives others). */
  locale?: Locale | undefined;
  /** Document migrations to run instead of the package's own (for tests and forks). */
  migrations?: readonly DocumentMigration[] | undefined;
  /** The schema version the caller understands (defaults to CURRENT_SCHEMA_VERSION). */
  targetVersion?: number | undefined;
  /** Hears of each value emptied because it is not plainly what its field holds. */
  onRefused?: RefusedValueListener | undefined;
  /**
   * A component whose type the registry does not hold: "keep" (the default) keeps it as it is,
   * props untouched, so a page saved by an editor with more component types still opens, shows a
   * titled box and saves back whole (issue 35); validation names it. "refuse" throws, as a server
   * that must check every component does.
   */
  unknownTypes?: "keep" | "refuse" | undefined;
}

/**
 * Reads a saved document (JSON text or an already parsed object): runs the migrations from its
 * schemaVersion, checks every component and field, fills defaults and answers a frozen document.
 * Anything wrong throws a DocumentError naming the place; nothing half-read is returned.
 */
export function parseDocument(input: unknown, options: ParseOptions = {}): PageDocument {
  const locale = options.locale ?? "en";
  const registry = options.registry ?? defaultRegistry();
  const target = options.targetVersion ?? CURRENT_SCHEMA_VERSION;
  // Objects are copied first: the answer is frozen and must not freeze the caller's data. A
  // deep-frozen one (a document made or read here, as a host passes it back) has nothing left to
  // protect and is read as it is: the copy was a tenth of a 1,000-block page's load (issue 34).
  let raw: unknown =
    typeof input === "object" && input !== null && !isDeepFrozen(input)
      ? copyInput(input, locale)
      : input;
  if (typeof input === "string") {
    try {
      raw = JSON.parse(input);
    } catch (error) {
      const detail = (error as Error).message;
      throw new DocumentError("document.malformedJson", { field: "document", detail }, {}, locale);
    }
  }
  if (!isPlainObject(raw)) {
    throw new DocumentError("document.notAnObject", { field: "document" }, {}, locale);
  }
  const version = typeof raw.schemaVersion === "number" ? raw.schemaVersion : 1;
  if (version > target) {
    throw new DocumentError(
      "document.newerVersion",
      { version },
      { field: "schemaVersion" },
      locale,
    );
  }
  const migrated = migrateDocumentObject(
    raw,
    version,
    target,
    options.migrations ?? documentMigrations,
  );
  const onRefused = options.onRefused;
  const settings = readSettings(
    migrated.settings,
    locale,
    "settings",
    onRefused &&
      ((field, value) => onRefused({ index: null, componentType: "page", field, value })),
  );
  const rawComponents = migrated.components ?? [];
  if (!Array.isArray(rawComponents)) {
    throw new DocumentError(
      "document.notAnArray",
      { field: "components" },
      { field: "components" },
      locale,
    );
  }
  const versions = isPlainObject(migrated.componentVersions) ? migrated.componentVersions : {};
  const seen = new Set<string>();
  // `index` is the page-level block's for the blocks inside it too, so an error names a place
  // a person can find on the page.
  const readBlock = (entry: unknown, index: number): ComponentInstance => {
    const position = index + 1;
    if (!isPlainObject(entry)) {
      throw new DocumentError(
        "document.badComponent",
        { position, type: "?", field: "component" },
        { index },
        locale,
      );
    }
    const fromVersion = Number(versions[String(entry.type)] ?? 1);
    const unknown =
      options.unknownTypes !== "refuse" &&
      typeof entry.type === "string" &&
      entry.type !== "" &&
      !registry.has(entry.type);
    const { props } = unknown
      ? { props: keptProps(entry.props, index, entry.type as string, locale) }
      : readComponentProps(
          registry,
          entry.type,
          entry.props,
          index,
          locale,
          fromVersion,
          "props",
          onRefused &&
            ((field, value) =>
              onRefused({ index, componentType: String(entry.type), field, value })),
        );
    const type = entry.type as string;
    if (entry.id !== undefined && typeof entry.id !== "string") {
      throw new DocumentError(
        "document.badComponent",
        { position, type, field: "id" },
        { index, componentType: type, field: "id" },
        locale,
      );
    }
    // A component saved without an id gets one; a repeated id is refused (selection and
    // preview patches address components by id).
    const id = (entry.id as string | undefined) || createComponentId();
    if (seen.has(id)) {
      throw new DocumentError(
        "document.duplicateId",
        { position, id },
        { index, componentType: type, field: "id" },
        locale,
      );
    }
    seen.add(id);
    if (entry.slots === undefined) return { id, type, props };
    return { id, type, props, slots: readSlots(entry.slots, index, type, locale, readBlock) };
  };
  const components = rawComponents.map(readBlock);
  return deepFreeze({ schemaVersion: target, settings, components });
}

/**
 * A container's slots: an object of lists, each block read like the page's own. Slot names the
 * definition does not declare are kept, as unknown props are, so nothing is lost on a round trip.
 */
function readSlots(
  raw: unknown,
  index: number,
  type: string,
  locale: Locale,
  readBlock: (entry: unknown, index: number) => ComponentInstance,
): Record<string, ComponentInstance[]> {
  const bad = () =>
    new DocumentError(
      "document.badComponent",
      { position: index + 1, type, field: "slots" },
      { index, componentType: type, field: "slots" },
      locale,
    );
  if (!isPlainObject(raw)) throw bad();
  const slots: Record<string, ComponentInstance[]> = {};
  for (const [name, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) throw bad();
    slots[name] = list.map((entry: unknown) => readBlock(entry, index));
  }
  return slots;
}

/** The props of a component of an unknown type, kept as they are (a plain object, else none). */
function keptProps(raw: unknown, index: number, type: string, locale: Locale): Props {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) {
    throw new DocumentError(
      "document.badComponent",
      { position: index + 1, type, field: "props" },
      { index, componentType: type, field: "props" },
      locale,
    );
  }
  return raw;
}

function copyInput(input: object, locale: Locale): unknown {
  try {
    return structuredClone(input);
  } catch (error) {
    const detail = (error as Error).message;
    throw new DocumentError("document.malformedJson", { field: "document", detail }, {}, locale);
  }
}
