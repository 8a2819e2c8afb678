import { type PageDocument, splitFormOptions } from "@vitrine/editor-core";

/** The form module's component type (the original's name). */
export const FORM_TYPE = "investigate";

/** Question types as the original stores them. */
export const QUESTION_TEXT = 0;
export const QUESTION_DROPDOWN = 1;
export const QUESTION_SINGLE = 2;
export const QUESTION_MULTIPLE = 3;

export interface FormQuestion {
  index: number;
  /** The name the published form gives its input: `q` and the question's index. */
  name: string;
  title: string;
  type: number;
  required: boolean;
  /** The choices of a dropdown, single or multiple choice question; empty for text. */
  options: string[];
}

export interface PublishedForm {
  componentId: string;
  title: string;
  questions: FormQuestion[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Pages written by the original keep flags as numbers or strings as well as booleans. */
function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

function readQuestion(raw: unknown, index: number): FormQuestion {
  const item = isObject(raw) ? raw : {};
  const type = Number(item.type);
  const known = [QUESTION_TEXT, QUESTION_DROPDOWN, QUESTION_SINGLE, QUESTION_MULTIPLE];
  const kind = known.includes(type) ? type : QUESTION_TEXT;
  return {
    index,
    name: `q${index}`,
    title: typeof item.name === "string" ? item.name : "",
    type: kind,
    required: isOn(item.required),
    options: kind === QUESTION_TEXT ? [] : splitFormOptions(item.value1),
  };
}

/**
 * The form module `componentId` of a published document with its questions, or undefined when the
 * document holds no form module of that id. Questions are numbered by their place in `jsonData`,
 * as the published page names its inputs.
 */
export function findPublishedForm(
  document: PageDocument,
  componentId: string,
): PublishedForm | undefined {
  const component = document.components.find(
    (item) => item.id === componentId && item.type === FORM_TYPE,
  );
  if (!component) return undefined;
  const props = component.props as Record<string, unknown>;
  const list = Array.isArray(props.jsonData) ? props.jsonData : [];
  return {
    componentId,
    title: typeof props.title === "string" ? props.title : "",
    questions: list.map(readQuestion),
  };
}
