import type { ComponentIssue } from "../registry/define-component";
import {
  type FieldFormat,
  type FieldSpec,
  type FieldSpecs,
  kindOfValue,
  kindsOf,
} from "../registry/field-spec";
import { isPlainObject } from "../util/deep-equal";
import { addressOf, hasFormat } from "./formats";

const formatMessages: Record<FieldFormat, string> = {
  colour: "validation.colour.invalid",
  image: "validation.image.invalid",
  video: "validation.video.invalid",
  link: "validation.link.invalid",
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The constraint problems of one value against its spec (nested lists and objects included). */
export function validateField(value: unknown, spec: FieldSpec, path: string): ComponentIssue[] {
  if (isEmpty(value)) {
    return spec.required
      ? [{ path, messageKey: spec.requiredMessage ?? "validation.required" }]
      : [];
  }
  const kind = kindOfValue(value);
  if (kind === "null" || kind === "other" || !kindsOf(spec).includes(kind)) {
    return [
      { path, messageKey: "validation.wrongType", params: { expected: kindsOf(spec).join("|") } },
    ];
  }
  if (spec.enum && !spec.enum.includes(value as string | number)) {
    return [{ path, messageKey: "validation.enum" }];
  }
  if (
    typeof value === "string" &&
    spec.maxLength !== undefined &&
    [...value].length > spec.maxLength
  ) {
    return [
      {
        path,
        messageKey: spec.maxLengthMessage ?? "validation.maxLength",
        params: { max: spec.maxLength },
      },
    ];
  }
  if (spec.format) {
    const address = addressOf(value, spec.format);
    if (address !== undefined && !hasFormat(address, spec.format)) {
      return [{ path, messageKey: formatMessages[spec.format] }];
    }
  }
  if (typeof value === "number") return validateNumber(value, spec, path);
  if (Array.isArray(value)) return validateList(value, spec, path);
  if (isPlainObject(value) && spec.fields) return validateFields(value, spec.fields, `${path}.`);
  return [];
}

function validateNumber(value: number, spec: FieldSpec, path: string): ComponentIssue[] {
  if (!Number.isFinite(value)) return [{ path, messageKey: "validation.number.invalid" }];
  const { min, max } = spec;
  const tooSmall = min !== undefined && value < min;
  const tooBig = max !== undefined && value > max;
  if (tooSmall || tooBig) {
    if (spec.rangeMessage) return [{ path, messageKey: spec.rangeMessage }];
    if (min !== undefined && max !== undefined && min !== 0) {
      return [{ path, messageKey: "validation.range", params: { min, max } }];
    }
    return tooBig
      ? [{ path, messageKey: "validation.max", params: { max: max as number } }]
      : [{ path, messageKey: "validation.min", params: { min: min as number } }];
  }
  if (spec.integer && !Number.isInteger(value)) return [{ path, messageKey: "validation.integer" }];
  return [];
}

function validateList(value: unknown[], spec: FieldSpec, path: string): ComponentIssue[] {
  if (spec.maxItems !== undefined && value.length > spec.maxItems) {
    return [{ path, messageKey: "validation.maxItems", params: { max: spec.maxItems } }];
  }
  if (spec.minItems !== undefined && value.length < spec.minItems) {
    return [{ path, messageKey: "validation.minItems", params: { min: spec.minItems } }];
  }
  if (!spec.fields) return [];
  const fields = spec.fields;
  return value.flatMap((item, index) =>
    isPlainObject(item) ? validateFields(item, fields, `${path}.${index}.`) : [],
  );
}

/** Every field spec checked against an object; a missing field counts as empty. */
export function validateFields(
  values: Record<string, unknown>,
  specs: FieldSpecs,
  prefix = "",
): ComponentIssue[] {
  return Object.entries(specs).flatMap(([name, spec]) =>
    validateField(values[name], spec, prefix + name),
  );
}
