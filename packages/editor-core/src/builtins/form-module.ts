import { defineComponent } from "../registry/define-component";
import { flag, list, oneOf, text, uiFor } from "./field-helpers";

const { ui, options } = uiFor("investigate");

/** Question types: 0 text, 1 dropdown, 2 single choice, 3 multiple choice. */
export const FORM_QUESTION_TYPES = [0, 1, 2, 3] as const;
/** The types whose options are typed as one text separated by "#" (value1). */
export const FORM_CHOICE_TYPES: readonly number[] = [1, 2, 3];

/** A new question as the panel adds it. */
export const newFormQuestion = () => ({
  type: 0,
  name: "",
  value: "",
  value1: "",
  value2: "",
  showPicker: false,
  required: false,
});

/**
 * Form module. jsonData items: type 0 text, 1 dropdown, 2 single choice, 3 multiple choice; the
 * options of types 1 to 3 are one string separated by "#" (value1); `required` is ours (the
 * original could not receive answers), kept on export like any other key.
 */
export const formModule = defineComponent({
  type: "investigate",
  group: "business",
  icon: "ClipboardList",
  legacy: { code: "2-3", style: "investigatestyle" },
  defaultProps: {
    title: "",
    jsonData: [] as Record<string, unknown>[],
  },
  fields: {
    title: text({ ui: ui("text", "title") }),
    jsonData: list(
      {
        type: {
          ...oneOf(...FORM_QUESTION_TYPES),
          ui: ui("segmented", "jsonData.type", {
            options: options("jsonData.type", FORM_QUESTION_TYPES),
          }),
        },
        name: text({
          required: true,
          requiredMessage: "validation.form.questionRequired",
          ui: ui("text", "jsonData.name"),
        }),
        value: { kind: ["string", "array", "number"] },
        value1: {
          kind: ["string", "array"],
          ui: ui("textarea", "jsonData.value1", {
            visibleWhen: { field: "type", in: FORM_CHOICE_TYPES },
            hint: "field.investigate.jsonData.value1.hint",
          }),
        },
        value2: { kind: ["string", "array", "number"], nullable: true },
        showPicker: flag(),
        required: flag({ ui: ui("switch", "jsonData.required") }),
      },
      {
        ui: ui("list", "jsonData", {
          addLabel: "field.investigate.jsonData.add",
          newItem: newFormQuestion(),
          sortable: true,
        }),
      },
    ),
  },
  // A dropdown, single or multiple choice question needs at least one option to choose.
  validate(props) {
    const questions = Array.isArray(props.jsonData) ? props.jsonData : [];
    return questions.flatMap((question, index) =>
      FORM_CHOICE_TYPES.includes(Number(question?.type)) &&
      splitFormOptions(question?.value1).length === 0
        ? [{ path: `jsonData.${index}.value1`, messageKey: "validation.form.optionsRequired" }]
        : [],
    );
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
