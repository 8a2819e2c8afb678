/** The JSON kinds a field may hold; a field may accept several (the original mixed "10" and 10). */
export type FieldKind = "string" | "number" | "boolean" | "array" | "object";

/**
 * One field of a component's props or of the page settings: its kind (checked on import) and its
 * constraints (checked by validateDocument). `*Message` keys name the spec's own texts where it
 * gives one; otherwise the generic validation messages are used.
 */
export interface FieldSpec {
  kind: FieldKind | readonly FieldKind[];
  /** null is accepted on import (a cleared number input) and reported by validation. */
  nullable?: boolean;
  required?: boolean;
  requiredMessage?: string;
  maxLength?: number;
  maxLengthMessage?: string;
  /**
   * A limit the input enforces where the spec gives no message (caption description: "max 100 |
   * none"): the editor's field stops typing there and shows a counter; validation reports nothing.
   */
  inputMaxLength?: number;
  min?: number;
  max?: number;
  rangeMessage?: string;
  integer?: boolean;
  enum?: readonly (string | number)[];
  minItems?: number;
  maxItems?: number;
  /** Fields of each list item (arrays) or of the nested object (objects). */
  fields?: FieldSpecs;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

export function kindsOf(spec: FieldSpec): readonly FieldKind[] {
  return typeof spec.kind === "string" ? [spec.kind] : spec.kind;
}

export function kindOfValue(value: unknown): FieldKind | "null" | "other" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const kind = typeof value;
  if (kind === "string" || kind === "number" || kind === "boolean" || kind === "object")
    return kind;
  return "other";
}
