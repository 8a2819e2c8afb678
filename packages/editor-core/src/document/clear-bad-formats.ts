import type { FieldSpecs } from "../registry/field-spec";
import { isPlainObject } from "../util/deep-equal";
import { addressOf, hasFormat } from "../validation/formats";

/** Told of each value emptied: its field's path ("imageList.2.src") and what it held. */
export type RefusalListener = (field: string, value: string) => void;

/**
 * Empties every colour, image, video and link address that is not plainly one (a `javascript:`
 * address, `red;position:fixed`, a protocol-relative `//host`), in nested objects and list items
 * too, so an imported page can never carry one into the public page's `style` or `src`. Answers
 * the same object when nothing had to be emptied. `onRefused` hears of each emptied value, so an
 * import can list them to the operator instead of dropping them in silence (issue 34).
 */
export function clearBadFormats<T extends Record<string, unknown>>(
  values: T,
  specs: FieldSpecs,
  onRefused?: RefusalListener,
  prefix = "",
): T {
  let copy: Record<string, unknown> | undefined;
  const set = (name: string, value: unknown) => {
    copy ??= { ...values };
    copy[name] = value;
  };
  for (const [name, spec] of Object.entries(specs)) {
    const value = values[name];
    const address = spec.format ? addressOf(value, spec.format) : undefined;
    const path = `${prefix}${name}`;
    if (spec.format && address !== undefined && !hasFormat(address, spec.format)) {
      // A link object loses its bad address only; a string becomes empty.
      set(name, typeof value === "string" ? "" : { ...(value as object), externalLink: "" });
      onRefused?.(path, address);
    } else if (spec.fields && isPlainObject(value)) {
      const cleared = clearBadFormats(value, spec.fields, onRefused, `${path}.`);
      if (cleared !== value) set(name, cleared);
    } else if (spec.fields && Array.isArray(value)) {
      const fields = spec.fields;
      const items = value.map((item, index) =>
        isPlainObject(item) ? clearBadFormats(item, fields, onRefused, `${path}.${index}.`) : item,
      );
      if (items.some((item, index) => item !== value[index])) set(name, items);
    }
  }
  return (copy ?? values) as T;
}
