import type { FieldKind, FieldSpec, FieldSpecs } from "../registry/field-spec";
import { kindOfValue, kindsOf } from "../registry/field-spec";
import { isPlainObject } from "../util/deep-equal";

// The original editor keeps values in mixed types: caption more.httpType as the number 10, the tab
// bar's icon sizes as "25", an empty video cover as null, and numbers typed into inputs as numeric
// strings. Reading turns them into our kinds before the kind check; writing puts the fields whose
// spec says `legacy` back into the original's type, so a record makes the round trip unchanged.

const NUMERIC = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;
/** Read as "not set": the key is left out and the default fills it. */
const UNSET = Symbol("unset");

function readValue(value: unknown, spec: FieldSpec): unknown {
  const kinds = kindsOf(spec);
  if (value === null) {
    if (spec.legacy === "null-when-empty" || (!spec.nullable && kinds.includes("string")))
      return "";
    // An empty list, flag or object the original left null takes our default.
    return spec.nullable ? value : UNSET;
  }
  const kind = kindOfValue(value);
  if (kind === "string" && spec.legacy === "numeric-string" && NUMERIC.test(value as string)) {
    return Number(value);
  }
  if (kind === "number" && spec.legacy === "number") return String(value);
  if (kind === "other" || kinds.includes(kind as FieldKind)) return readNested(value, spec);
  // A kind this field does not take: convert only what reads without doubt.
  if (kind === "string" && kinds.includes("number")) {
    if (NUMERIC.test(value as string)) return Number(value);
    if ((value as string).trim() === "" && spec.nullable) return null;
  }
  if (kind === "number" && kinds.includes("string") && Number.isFinite(value)) return String(value);
  return value;
}

function readNested(value: unknown, spec: FieldSpec): unknown {
  const fields = spec.fields;
  if (!fields) return value;
  if (Array.isArray(value)) {
    return value.map((item) => (isPlainObject(item) ? readLegacyValues(item, fields) : item));
  }
  return isPlainObject(value) ? readLegacyValues(value, fields) : value;
}

/** The original's values read into our kinds; unknown keys and unreadable values stay as they are. */
export function readLegacyValues(
  values: Record<string, unknown>,
  specs: FieldSpecs,
): Record<string, unknown> {
  const read: Record<string, unknown> = { ...values };
  for (const [name, spec] of Object.entries(specs)) {
    if (!(name in read)) continue;
    const value = readValue(read[name], spec);
    if (value === UNSET) delete read[name];
    else read[name] = value;
  }
  return read;
}

function writeValue(value: unknown, spec: FieldSpec): unknown {
  switch (spec.legacy) {
    case "number":
      return typeof value === "string" && NUMERIC.test(value) ? Number(value) : value;
    case "numeric-string":
      return typeof value === "number" ? String(value) : value;
    case "null-when-empty":
      return value === "" ? null : value;
  }
  const fields = spec.fields;
  if (!fields) return value;
  if (Array.isArray(value)) {
    return value.map((item) => (isPlainObject(item) ? writeLegacyValues(item, fields) : item));
  }
  return isPlainObject(value) ? writeLegacyValues(value, fields) : value;
}

/** Our values written in the original's types (only fields whose spec names one change). */
export function writeLegacyValues(
  values: Record<string, unknown>,
  specs: FieldSpecs,
): Record<string, unknown> {
  const written: Record<string, unknown> = { ...values };
  for (const [name, spec] of Object.entries(specs)) {
    if (!(name in written)) continue;
    // A field of ours the original lacks stays out of its record until it is set.
    if (spec.legacy === "omit-when-empty" && written[name] === "") delete written[name];
    else written[name] = writeValue(written[name], spec);
  }
  return written;
}
