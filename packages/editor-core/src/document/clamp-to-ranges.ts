import type { FieldSpecs } from "../registry/field-spec";

type Props = Readonly<Record<string, unknown>>;

/**
 * The props a preview draws: every number outside its field's range brought to the nearest limit.
 * A draft may hold an out-of-range value while its field shows the error (search height 60 of
 * 28-50, caption 150, divider 200), and the canvas drew it at that size (issue 34, item 6); the
 * page can never be published so (validation refuses), so the canvas draws what publishing would
 * allow. Nested objects and list items are clamped by their own fields. The same object comes back
 * when nothing is out of range, so memoised previews keep their identity.
 */
export function clampToRanges(fields: FieldSpecs | undefined, props: Props): Props {
  if (!fields) return props;
  let out: Record<string, unknown> | null = null;
  for (const [name, spec] of Object.entries(fields)) {
    const value = props[name];
    let next: unknown = value;
    if (typeof value === "number" && Number.isFinite(value)) {
      if (spec.min !== undefined && value < spec.min) next = spec.min;
      else if (spec.max !== undefined && value > spec.max) next = spec.max;
    } else if (spec.fields && Array.isArray(value)) {
      const items = value.map((item) =>
        item !== null && typeof item === "object"
          ? clampToRanges(spec.fields, item as Props)
          : item,
      );
      if (items.some((item, index) => item !== value[index])) next = items;
    } else if (spec.fields && value !== null && typeof value === "object") {
      next = clampToRanges(spec.fields, value as Props);
    }
    if (next !== value) {
      out ??= { ...props };
      out[name] = next;
    }
  }
  return out ?? props;
}
