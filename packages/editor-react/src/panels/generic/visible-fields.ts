import type { FieldSpec, FieldSpecs, FieldUi } from "@vitrine/editor-core";

export type ShownField = readonly [key: string, spec: FieldSpec & { ui: FieldUi }];

/**
 * The fields a generic panel draws for an object, in declaration order: those with a `ui`, less
 * those whose `visibleWhen` names a sibling value the object does not hold now.
 */
export function visibleFields(
  fields: FieldSpecs,
  values: Readonly<Record<string, unknown>>,
): ShownField[] {
  return Object.entries(fields).filter((entry): entry is [string, FieldSpec & { ui: FieldUi }] => {
    const ui = entry[1].ui;
    if (!ui) return false;
    const when = ui.visibleWhen;
    return !when || when.in.some((allowed) => sameValue(allowed, values[when.field]));
  });
}

// The original mixes "10" and 10 for the same choice, so a condition matches either.
const sameValue = (a: unknown, b: unknown) =>
  a === b || ((typeof a === "number" || typeof a === "string") && String(a) === String(b));

/** Whether a definition declares any field for the generic panel (so it gets one). */
export function hasFieldUi(fields: FieldSpecs | undefined): boolean {
  return Object.values(fields ?? {}).some((spec) => spec.ui !== undefined);
}
