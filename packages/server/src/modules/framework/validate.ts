import { type TSchema, Type } from "@sinclair/typebox";
import { type TypeCheck, TypeCompiler } from "@sinclair/typebox/compiler";
import type { Locale } from "../../i18n/messages.js";
import type { Translate } from "../messages.js";
import type { FieldError, FieldType, ModuleDeclaration, ModuleField, Row } from "./types.js";
import { isEmpty, type Parsed, parseValue } from "./values.js";

export function label(field: ModuleField, locale: Locale): string {
  return field.label[locale] ?? field.label["zh-cn"];
}

/** The fields a client may send to add or edit. */
export function writableFields(declaration: ModuleDeclaration): ModuleField[] {
  return declaration.fields.filter((f) => f.writable !== false && !f.hidden);
}

/**
 * Checks each field of an add/edit body on its own (required, type, length, pattern, options) and
 * converts it. On create every writable field is considered; on edit only the fields sent.
 */
export function checkFields(
  declaration: ModuleDeclaration,
  body: Record<string, unknown>,
  isCreate: boolean,
  locale: Locale,
  t: Translate,
): { input: Row; errors: FieldError[] } {
  const input: Row = {};
  const errors: FieldError[] = [];
  for (const field of writableFields(declaration)) {
    const present = Object.hasOwn(body, field.key);
    if (!isCreate && !present) continue;
    const raw = body[field.key];
    const name = label(field, locale);
    const required = field.required === true || (field.required === "create" && isCreate);
    if (isEmpty(raw)) {
      const cleared = clearedValue(field, present, isCreate);
      if (required || cleared === REFUSED)
        errors.push({ field: field.key, message: t("field.required", { field: name }) });
      else if (cleared !== undefined) input[field.key] = cleared;
      continue;
    }
    const error = checkOne(field, raw, name, t);
    if (typeof error === "string") errors.push({ field: field.key, message: error });
    else input[field.key] = error.value;
  }
  return { input, errors };
}

const REFUSED = Symbol("refused");

/**
 * What an empty value (nothing typed, or a field cleared) stores; undefined when nothing is stored
 * (the column's own default on create, a blank password on edit).
 */
function clearedValue(
  field: ModuleField,
  present: boolean,
  isCreate: boolean,
): unknown | typeof REFUSED {
  if (field.default !== undefined) return field.default;
  if (!present) return undefined;
  // A cleared text column is stored empty; a cleared form-only field simply was not given.
  if (field.type === "string") return field.column ? "" : undefined;
  if (field.type === "integerList") return [];
  if (!field.column) return undefined;
  // A cleared number, date or reference (a device's app user) is stored as NULL where the column
  // allows it, so it can be unbound. A NOT NULL column cannot be emptied: on edit that is refused
  // in the user's language rather than failing in the database. On create, nothing is stored and
  // the column's default applies.
  if (isCreate) return undefined;
  return field.column.notNull ? REFUSED : null;
}

const INT_MAX = 2_147_483_647;
/** An integer column's value: a number, or its text of at most 10 digits (the range is parseValue's). */
const IntegerShape = Type.Union([
  Type.Integer({ minimum: -INT_MAX, maximum: INT_MAX }),
  Type.String({ pattern: "^\\s*-?\\d{1,10}\\s*$" }),
]);

/**
 * The JSON shape each field type accepts, as TypeBox schemas (issue 37: no hand-written type
 * checks). A value of another shape is refused with the field type's message; one of the right
 * shape is then converted (and range-checked) by values.ts's parseValue, which list filters share.
 */
const SHAPES: Record<FieldType, TypeCheck<TSchema>> = {
  integer: TypeCompiler.Compile(IntegerShape),
  boolean: TypeCompiler.Compile(
    Type.Union([true, 1, "1", "true", false, 0, "0", "false"].map((v) => Type.Literal(v))),
  ),
  datetime: TypeCompiler.Compile(Type.String()),
  // PostgreSQL text cannot hold a NUL character: refused here rather than failing in the database.
  string: TypeCompiler.Compile(
    Type.Union([Type.String({ pattern: "^[^\\u0000]*$" }), Type.Number()]),
  ),
  integerList: TypeCompiler.Compile(Type.Array(IntegerShape, { maxItems: 1000 })),
};

function checkOne(
  field: ModuleField,
  raw: unknown,
  name: string,
  t: Translate,
): string | { value: unknown } {
  const parsed: Parsed = SHAPES[field.type].Check(raw)
    ? parseValue(field.type, raw)
    : ({ ok: false } satisfies Parsed);
  if (!parsed.ok) {
    if (field.type === "integer" || field.type === "integerList")
      return t("field.integer", { field: name });
    if (field.type === "boolean") return t("field.boolean", { field: name });
    return t("field.format", { field: name });
  }
  const value = field.type === "string" ? (parsed.value as string).trim() : parsed.value;
  if (typeof value === "string") {
    const length = [...value].length;
    if (
      field.min !== undefined &&
      field.max !== undefined &&
      (length < field.min || length > field.max)
    )
      return t("field.length", { field: name, min: field.min, max: field.max });
    if (field.max !== undefined && length > field.max)
      return t("field.tooLong", { field: name, max: field.max });
    if (field.pattern && !field.pattern.regex.test(value))
      return t(field.pattern.message, { field: name });
  }
  if (typeof value === "number") {
    const min = field.min ?? -2_147_483_648;
    const max = field.max ?? 2_147_483_647;
    if (value < min || value > max) return t("field.between", { field: name, min, max });
  }
  if (field.options && !field.options.some((o) => o.value === value))
    return t("field.oneOf", { field: name });
  return { value };
}
