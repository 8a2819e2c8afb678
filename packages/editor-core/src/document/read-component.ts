import type { ComponentDefinition } from "../registry/define-component";
import type { Registry } from "../registry/registry";
import type { Locale, Props } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { findFieldTypeProblem } from "./check-fields";
import { clearBadFormats, type RefusalListener } from "./clear-bad-formats";
import { DocumentError } from "./document-error";
import { migrateProps } from "./migrations";

/**
 * Reads the props of the component at `index`: checks the type is registered, migrates the props
 * from `fromVersion`, checks every field's kind and fills missing fields from the defaults.
 * Unknown extra fields are kept so nothing is lost on a round trip.
 */
export function readComponentProps(
  registry: Registry,
  type: unknown,
  rawProps: unknown,
  index: number,
  locale: Locale,
  fromVersion = 1,
  propsField = "props",
  onRefused?: RefusalListener,
): { definition: ComponentDefinition; props: Props } {
  const position = index + 1;
  if (typeof type !== "string" || !registry.has(type)) {
    throw new DocumentError(
      "document.unknownType",
      { position, type: String(type) },
      { index, componentType: String(type), field: "type" },
      locale,
    );
  }
  const definition = registry.get(type) as ComponentDefinition;
  if (rawProps !== undefined && !isPlainObject(rawProps)) {
    throw new DocumentError(
      "document.badComponent",
      { position, type, field: propsField },
      { index, componentType: type, field: propsField },
      locale,
    );
  }
  const migrated = migrateProps(definition, { ...rawProps }, fromVersion);
  const problem = findFieldTypeProblem(migrated, definition.fields);
  if (problem) {
    throw new DocumentError(
      "document.wrongFieldType",
      { position, type, field: problem.field, expected: problem.expected.join("|") },
      { index, componentType: type, field: problem.field },
      locale,
    );
  }
  const props = clearBadFormats(migrated, definition.fields, onRefused);
  // The defaults are deep-frozen (defineComponent) and every caller freezes the answer: shared, not
  // copied (a structured clone per component was the largest part of reading a 1,000-block page).
  return { definition, props: { ...definition.defaultProps, ...props } };
}
