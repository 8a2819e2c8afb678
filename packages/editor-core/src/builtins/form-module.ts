import { defineComponent } from "../registry/define-component";
import { flag, list, oneOf, text } from "./field-helpers";

/**
 * Form module. jsonData items: type 0 text, 1 dropdown, 2 single choice, 3 multiple choice;
 * the options of types 1 to 3 are one string separated by "#".
 */
export const formModule = defineComponent({
  type: "investigate",
  group: "business",
  icon: "FormOutlined",
  legacy: { code: "2-3", style: "investigatestyle" },
  defaultProps: {
    title: "",
    jsonData: [] as Record<string, unknown>[],
  },
  fields: {
    title: text(),
    jsonData: list({
      type: oneOf(0, 1, 2, 3),
      name: text(),
      value: { kind: ["string", "array", "number"] },
      value1: { kind: ["string", "array"] },
      value2: { kind: ["string", "array", "number"], nullable: true },
      showPicker: flag(),
    }),
  },
});

/** The options of a dropdown, single or multiple choice question ("Red#Green" -> ["Red", "Green"]). */
export function splitFormOptions(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string") return [];
  return value
    .split("#")
    .map((option) => option.trim())
    .filter((option) => option !== "");
}

export function joinFormOptions(options: readonly string[]): string {
  return options
    .map((option) => option.trim())
    .filter(Boolean)
    .join("#");
}
