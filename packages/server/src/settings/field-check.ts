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

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A title or label holding a line break or NUL would break the page it is shown in. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 32) return true;
  return false;
}

/** Why `value` does not fit `spec`, in the caller's language; undefined when it fits. */
export function fieldProblem(
  field: string,
  spec: FieldSpec,
  value: unknown,
  t: SettingsTranslate,
): string | undefined {
  switch (spec.kind) {
    case "text": {
      const fits =
        typeof value === "string" &&
        value.trim().length >= spec.min &&
        value.length <= spec.max &&
        !hasControlCharacter(value);
      return fits ? undefined : t("settings.text", { field, min: spec.min, max: spec.max });
    }
    case "color":
      return typeof value === "string" && HEX_COLOR.test(value)
        ? undefined
        : t("settings.color", { field });
    case "choice":
      return typeof value === "string" && spec.choices.includes(value)
        ? undefined
        : t("settings.choice", { field, choices: spec.choices.join(", ") });
    case "boolean":
      return typeof value === "boolean" ? undefined : t("settings.boolean", { field });
    case "integer":
      return Number.isInteger(value) &&
        (value as number) >= spec.min &&
        (value as number) <= spec.max
        ? undefined
        : t("settings.integer", { field, min: spec.min, max: spec.max });
    case "address": {
      const fits =
        typeof value === "string" &&
        value.length <= spec.max &&
        (value === "" || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value));
      return fits ? undefined : t("settings.url", { field });
    }
  }
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
