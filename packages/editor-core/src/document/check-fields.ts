import { type FieldKind, type FieldSpecs, kindOfValue, kindsOf } from "../registry/field-spec";
import { isPlainObject } from "../util/deep-equal";

export interface FieldTypeProblem {
  /** Dot path of the offending field, e.g. "more.show" or "imageList.2.src". */
  field: string;
  /** The kinds the spec allows; messages spell them in the reader's language. */
  expected: readonly FieldKind[];
}

/**
 * Finds the first field whose JSON kind is not one its spec allows, descending into nested objects
 * and list items. Fields without a spec and missing fields are accepted: they are kept as they are
 * or filled from the defaults.
 */
export function findFieldTypeProblem(
  values: Record<string, unknown>,
  specs: FieldSpecs,
  prefix = "",
): FieldTypeProblem | null {
  for (const [name, spec] of Object.entries(specs)) {
    if (!(name in values)) continue;
    const value = values[name];
    const field = prefix + name;
    const kinds = kindsOf(spec);
    const actual = kindOfValue(value);
    const allowed =
      (actual === "null" && spec.nullable) ||
      (actual !== "null" && actual !== "other" && kinds.includes(actual));
    if (!allowed) return { field, expected: kinds };
    if (!spec.fields) continue;
    if (actual === "object") {
      const inner = findFieldTypeProblem(
        value as Record<string, unknown>,
        spec.fields,
        `${field}.`,
      );
      if (inner) return inner;
    }
    if (actual === "array") {
      for (const [index, item] of (value as unknown[]).entries()) {
        if (!isPlainObject(item)) continue;
        const inner = findFieldTypeProblem(item, spec.fields, `${field}.${index}.`);
        if (inner) return inner;
      }
    }
  }
  return null;
}
