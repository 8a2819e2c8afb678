import type { FieldSpec, FieldSpecs } from "../registry/field-spec";

// Short constructors so each built-in definition reads like the spec's field list.
export const text = (extra: Partial<FieldSpec> = {}): FieldSpec => ({ kind: "string", ...extra });
export const colour = (): FieldSpec => ({ kind: "string" });
export const image = (): FieldSpec => ({ kind: "string" });
export const flag = (): FieldSpec => ({ kind: "boolean" });
// Number inputs may be cleared while editing: null is kept in the draft and validation asks for a
// valid number (请输入有效数字) before publishing.
const numberInput: FieldSpec = {
  kind: "number",
  nullable: true,
  required: true,
  requiredMessage: "validation.number.invalid",
};
export const number = (extra: Partial<FieldSpec> = {}): FieldSpec => ({ ...numberInput, ...extra });
export const upTo = (max: number): FieldSpec => ({ ...numberInput, min: 0, max });
export const between = (min: number, max: number): FieldSpec => ({ ...numberInput, min, max });
export const oneOf = (...values: (string | number)[]): FieldSpec => ({
  kind: [...new Set(values.map((v) => (typeof v === "number" ? "number" : "string")))] as (
    | "number"
    | "string"
  )[],
  enum: values,
});
export const list = (fields: FieldSpecs = {}, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  kind: "array",
  fields,
  ...extra,
});

/** Link type: "10" internal, "11" external (typed address). */
export const linkType = (): FieldSpec => oneOf("10", "11");
/** Link target: an object holding externalLink or a picked internal page; some records hold a string. */
export const linkTarget = (): FieldSpec => ({ kind: ["object", "string"] });
