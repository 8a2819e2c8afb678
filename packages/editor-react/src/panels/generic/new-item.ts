import type { FieldSpec, FieldSpecs } from "@vitrine/editor-core";

const emptyOf = (spec: FieldSpec): unknown => {
  const kind = typeof spec.kind === "string" ? spec.kind : spec.kind[0];
  switch (kind) {
    case "number":
      return spec.min ?? 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return {};
    default:
      return spec.enum?.[0] ?? "";
  }
};

/** A new list item: the declared `newItem`, else an empty value of each item field's kind. */
export function newItemOf(
  fields: FieldSpecs,
  declared: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (declared) return structuredClone({ ...declared });
  return Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, emptyOf(spec)]));
}
