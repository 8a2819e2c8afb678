import { type TSchema, Type } from "@sinclair/typebox";
import { type TypeCheck, TypeCompiler } from "@sinclair/typebox/compiler";
import type { SettingsTranslate } from "./messages.js";

/** What one setting may hold; the same description checks site settings and operator preferences. */
export type FieldSpec =
  | { kind: "text"; min: number; max: number }
  | { kind: "color" }
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "boolean" }
  | { kind: "integer"; min: number; max: number }
  /** Empty, a path on this site, or an https address: never javascript: or data: in an img src. */
  | { kind: "address"; max: number };

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** Text shown in a page: no line break or NUL (they would break it). */
const NO_CONTROL = "^[^\\u0000-\\u001f]*$";

/**
 * At least `min` characters once trimmed: from the first to the last non-space character
 * (`\\s` is the whitespace `String.prototype.trim` removes).
 */
const trimmedAtLeast = (min: number) =>
  min <= 0 ? "" : min === 1 ? "\\S" : `\\S[\\s\\S]{${min - 2},}\\S`;

/** Empty, a path on this site (not `//host`), or an https address. */
const ADDRESS = "^$|^/(?!/)\\S*$|^https://\\S+$";

/** The TypeBox schema of a setting's kind (issue 37: the shapes once, checked by TypeBox). */
function schemaOf(spec: FieldSpec): TSchema {
  switch (spec.kind) {
    case "text": {
      const atLeast = trimmedAtLeast(spec.min);
      const text = Type.String({ maxLength: spec.max, pattern: NO_CONTROL });
      return atLeast ? Type.Intersect([text, Type.String({ pattern: atLeast })]) : text;
    }
    case "color":
      return Type.String({ pattern: "^#[0-9a-fA-F]{6}$" });
    case "choice":
      return Type.Union(spec.choices.map((choice) => Type.Literal(choice)));
    case "boolean":
      return Type.Boolean();
    case "integer":
      return Type.Integer({ minimum: spec.min, maximum: spec.max });
    case "address":
      return Type.String({ maxLength: spec.max, pattern: ADDRESS });
  }
}

/** Each spec's compiled check, made on first use (specs are module constants). */
const compiled = new WeakMap<FieldSpec, TypeCheck<TSchema>>();

function checkOf(spec: FieldSpec): TypeCheck<TSchema> {
  const known = compiled.get(spec);
  if (known) return known;
  const check = TypeCompiler.Compile(schemaOf(spec));
  compiled.set(spec, check);
  return check;
}

/** The refusal of a value of the wrong shape, in the caller's language, naming the field. */
function refusal(field: string, spec: FieldSpec, t: SettingsTranslate): string {
  switch (spec.kind) {
    case "text":
      return t("settings.text", { field, min: spec.min, max: spec.max });
    case "color":
      return t("settings.color", { field });
    case "choice":
      return t("settings.choice", { field, choices: spec.choices.join(", ") });
    case "boolean":
      return t("settings.boolean", { field });
    case "integer":
      return t("settings.integer", { field, min: spec.min, max: spec.max });
    case "address":
      return t("settings.url", { field });
  }
}

/** Why `value` does not fit `spec`, in the caller's language; undefined when it fits. */
export function fieldProblem(
  field: string,
  spec: FieldSpec,
  value: unknown,
  t: SettingsTranslate,
): string | undefined {
  return checkOf(spec).Check(value) ? undefined : refusal(field, spec, t);
}

/**
 * Checks a partial change: every key must be a known setting of the right kind. Answers the first
 * problem (one clear message) or the checked values.
 */
export function checkChange(
  specs: FieldSpecs,
  input: unknown,
  t: SettingsTranslate,
  /** The field as the screen names it (its label in the caller's language); the key otherwise. */
  nameOf: (field: string) => string = (field) => field,
): { values: Record<string, unknown> } | { problem: string } {
  if (!input || typeof input !== "object" || Array.isArray(input))
    return { problem: t("settings.notObject") };
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    const spec = Object.hasOwn(specs, field) ? specs[field] : undefined;
    if (!spec) return { problem: t("settings.unknown", { field: field.slice(0, 64) }) };
    const problem = fieldProblem(nameOf(field), spec, value, t);
    if (problem) return { problem };
    values[field] = value;
  }
  return { values };
}

/** The stored values that still fit their spec (a stored value may predate a tighter rule). */
export function keepValid(specs: FieldSpecs, stored: unknown): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (!stored || typeof stored !== "object") return kept;
  const silent: SettingsTranslate = () => "x";
  for (const [field, value] of Object.entries(stored)) {
    const spec = Object.hasOwn(specs, field) ? specs[field] : undefined;
    if (spec && !fieldProblem(field, spec, value, silent)) kept[field] = value;
  }
  return kept;
}
