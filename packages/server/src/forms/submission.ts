import type { FormTranslate } from "./messages.js";
import {
  type FormQuestion,
  QUESTION_DROPDOWN,
  QUESTION_MULTIPLE,
  QUESTION_SINGLE,
} from "./questions.js";
import type { StoredAnswer } from "./schema.js";

/** At most this many characters in one answer (a text answer, or one chosen option). */
export const MAX_ANSWER_LENGTH = 500;
/** At most this many name/value pairs in one submission, whatever their names. */
export const MAX_FIELDS = 100;

/** A submission as name/value pairs, in the order sent (a multiple choice repeats its name). */
export type SubmittedPairs = Array<[string, string]>;

export interface AnswerError {
  /** The question's input name (`q2`), or empty for a problem of the whole submission. */
  question: string;
  message: string;
}

export type CheckedSubmission =
  | { ok: true; answers: Record<string, StoredAnswer>; summary: string }
  | { ok: false; errors: AnswerError[] };

const QUESTION_NAME = /^q(0|[1-9]\d{0,5})$/;

/**
 * A JSON body as pairs: `{q0: "Ann", q3: ["Red", "Blue"]}`. Numbers are read as text; any other
 * value (an object, null in a list...) answers undefined: the body cannot be read as a form.
 */
export function pairsFromJson(body: unknown): SubmittedPairs | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const pairs: SubmittedPairs = [];
  const scalar = (value: unknown) =>
    typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!scalar(item)) return undefined;
      pairs.push([name, String(item)]);
      // Counting stops early: the caller refuses the whole body as too many fields.
      if (pairs.length > MAX_FIELDS) return pairs;
    }
  }
  return pairs;
}

/**
 * Text PostgreSQL cannot store in jsonb: a NUL, or half of a surrogate pair (JSON can carry both).
 * Such an answer is refused as unreadable rather than failing when it is written.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (value: string) => value.includes("\u0000") || LONE_SURROGATE.test(value);

/** A question's name in messages: its title, or "Question 3" when the operator left it empty. */
function label(question: FormQuestion, t: FormTranslate): string {
  return question.title.trim() || t("form.untitled", { number: question.index + 1 });
}

function checkQuestion(
  question: FormQuestion,
  sent: string[],
  t: FormTranslate,
): { error: string } | { value: string | string[] } {
  const title = label(question, t);
  const values = [...new Set(sent.map((value) => value.trim()).filter((value) => value !== ""))];
  const multiple = question.type === QUESTION_MULTIPLE;
  if (values.some(unstorable)) return { error: t("form.badValue", { title }) };
  if (values.some((value) => [...value].length > MAX_ANSWER_LENGTH))
    return { error: t("form.tooLong", { title, max: MAX_ANSWER_LENGTH }) };
  if (!multiple && values.length > 1) return { error: t("form.oneValue", { title }) };
  const choice = [QUESTION_DROPDOWN, QUESTION_SINGLE, QUESTION_MULTIPLE].includes(question.type);
  const stray = choice ? values.find((value) => !question.options.includes(value)) : undefined;
  if (stray !== undefined)
    return { error: t("form.notAnOption", { title, value: [...stray].slice(0, 40).join("") }) };
  if (question.required && values.length === 0) return { error: t("form.required", { title }) };
  return { value: multiple ? values : (values[0] ?? "") };
}

/**
 * Checks a submission against the published question list: every required question answered, a
 * choice among the question's options, one answer where one is asked, answers of at most
 * MAX_ANSWER_LENGTH characters, no answer to a question the published form does not have. Every
 * problem is listed, in the shopper's language; on success the answers are keyed by input name.
 */
export function checkSubmission(
  questions: readonly FormQuestion[],
  pairs: SubmittedPairs,
  t: FormTranslate,
): CheckedSubmission {
  if (pairs.length > MAX_FIELDS)
    return {
      ok: false,
      errors: [{ question: "", message: t("form.tooManyFields", { max: MAX_FIELDS }) }],
    };
  const byName = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    // Other names (a submit button's, say) are not answers.
    if (!QUESTION_NAME.test(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const known = new Set(questions.map((question) => question.name));
  if ([...byName.keys()].some((name) => !known.has(name)))
    return { ok: false, errors: [{ question: "", message: t("form.unknownQuestion") }] };

  const errors: AnswerError[] = [];
  const answers: Record<string, StoredAnswer> = {};
  for (const question of questions) {
    const checked = checkQuestion(question, byName.get(question.name) ?? [], t);
    if ("error" in checked) {
      errors.push({ question: question.name, message: checked.error });
      continue;
    }
    answers[question.name] = {
      index: question.index,
      title: question.title,
      type: question.type,
      value: checked.value,
    };
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, answers, summary: summarize(Object.values(answers)) };
}

/**
 * One line for lists and exports: each answered question's title with its answer, the choices of a
 * multiple choice joined. Written once in neutral punctuation: titles are in the operator's words.
 */
export function summarize(answers: readonly StoredAnswer[]): string {
  return answers
    .map((answer) => {
      const value = Array.isArray(answer.value) ? answer.value.join(", ") : answer.value;
      if (value === "") return "";
      return `${answer.title.trim() || `#${answer.index + 1}`}: ${value}`;
    })
    .filter(Boolean)
    .join("; ");
}
