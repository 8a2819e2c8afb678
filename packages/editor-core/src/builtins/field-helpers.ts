import type {
  FieldOption,
  FieldSpec,
  FieldSpecs,
  FieldUi,
  FieldWidget,
} from "../registry/field-spec";

// Short constructors so each built-in definition reads like the spec's field list.
export const text = (extra: Partial<FieldSpec> = {}): FieldSpec => ({ kind: "string", ...extra });
export const colour = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  kind: "string",
  format: "colour",
  ...extra,
});
export const image = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  kind: "string",
  format: "image",
  ...extra,
});
export const flag = (extra: Partial<FieldSpec> = {}): FieldSpec => ({ kind: "boolean", ...extra });
// Number inputs may be cleared while editing: null is kept in the draft and validation asks for a
// valid number (请输入有效数字) before publishing.
const numberInput: FieldSpec = {
  kind: "number",
  nullable: true,
  required: true,
  requiredMessage: "validation.number.invalid",
};
export const number = (extra: Partial<FieldSpec> = {}): FieldSpec => ({ ...numberInput, ...extra });
export const upTo = (max: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  ...numberInput,
  min: 0,
  max,
  ...extra,
});
export const between = (min: number, max: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  ...numberInput,
  min,
  max,
  ...extra,
});
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
export const linkTarget = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  kind: ["object", "string"],
  format: "link",
  ...extra,
});

type UiExtra = Omit<FieldUi, "widget" | "label">;

/**
 * The `ui` declarations of one component type: `ui("slider", "heights")` labels the field with the
 * message key `field.<type>.heights` (list item fields: `field.<type>.<list>.<field>`), and
 * `options("position", [0, 1])` labels each choice `option.<type>.position.<value>`.
 */
export function uiFor(type: string) {
  const ui = (widget: FieldWidget, name: string, extra: UiExtra = {}): FieldUi => ({
    widget,
    label: `field.${type}.${name}`,
    ...extra,
  });
  const options = (
    name: string,
    values: readonly (string | number)[],
    icons: readonly string[] = [],
  ): FieldOption[] =>
    values.map((value, index) => ({
      value,
      label: `option.${type}.${name}.${value}`,
      ...(icons[index] ? { icon: icons[index] } : {}),
    }));
  return { ui, options };
}
