import { type TObject, type TSchema, Type } from "@sinclair/typebox";
import type { FastifyRequest } from "fastify";
import { typeBoxCompiler } from "../../http/typebox-compiler.js";
import type { Text3 } from "../../modules/framework/types.js";
import { parseDate } from "../../modules/framework/values.js";
import { type DeviceTranslate, deviceTranslator } from "../messages.js";
import { DAY_TEXT, isDay } from "../serial.js";
import { type Call, Refusal } from "./shared.js";

/**
 * The device screens' small forms (battery, electrode, sell, assign) as TypeBox bodies (issue 37).
 * Fastify checks the shape with TypeBox's compiler (no AJV coercion rewrites what the user sent);
 * `readForm` then reads each field in the form's order, past what a shape cannot say: the range
 * of a number sent as its text, a text's length in characters once trimmed (TypeBox's maxLength
 * counts UTF-16 units of the untrimmed value, which would refuse texts the form accepts), a real
 * calendar day. A field of the wrong shape and a wrong value read the same refusal.
 */

/** Not given: the field is left empty (a text reads as ""). */
const Blank = [Type.Null(), Type.Literal("")] as const;
const REFUSED = Symbol("refused");

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

export interface FormField<T> {
  label: Text3;
  /** The JSON shapes the field accepts; a required field must be in the body. */
  schema: TSchema;
  required: boolean;
  /** The value of a well-shaped field, or REFUSED. */
  read(value: unknown): T | typeof REFUSED;
  /** Why the value is refused, naming the field by its label. */
  refusal(value: unknown, field: string, t: DeviceTranslate): string;
}

// biome-ignore lint/suspicious/noExplicitAny: any field, whatever it reads
export type FormFields = Record<string, FormField<any>>;
type FormValues<F extends FormFields> = {
  [K in keyof F]: F[K] extends FormField<infer T> ? T : never;
};

/** A whole number from min to max, as a number or its text (form values). */
export function intField(label: Text3, min: number, max: number): FormField<number | null> {
  return {
    label,
    schema: Type.Union([Type.Integer({ minimum: min, maximum: max }), Type.String(), ...Blank]),
    required: false,
    read(value) {
      if (isBlank(value)) return null;
      const n = Number(value);
      return Number.isInteger(n) && n >= min && n <= max ? n : REFUSED;
    },
    refusal: (_, field, t) => t("device.fieldBetween", { field, min, max }),
  };
}

/** A day `YYYY-MM-DD`; a date-time from a picker counts by its date part. */
export function dayField(label: Text3): FormField<string | null> {
  return {
    label,
    schema: Type.Union([Type.String({ pattern: `^\\s*${DAY_TEXT}` }), ...Blank]),
    required: false,
    read(value) {
      if (isBlank(value)) return null;
      const day = String(value).trim().slice(0, 10);
      return isDay(day) ? day : REFUSED;
    },
    refusal: (_, field, t) => t("device.dayFormat", { field }),
  };
}

/** A moment as values.ts's parseDate reads it (a day or a date-time); refused as a day. */
export function timeField(label: Text3): FormField<Date | null> {
  return {
    label,
    schema: Type.Union([Type.String(), ...Blank]),
    required: false,
    read(value) {
      if (isBlank(value)) return null;
      const parsed = parseDate(value);
      return parsed.ok ? (parsed.value as Date) : REFUSED;
    },
    refusal: (_, field, t) => t("device.dayFormat", { field }),
  };
}

/** A text of at most `max` characters once trimmed (a number is read as its text). */
export function textField(label: Text3, max: number, required = false): FormField<string> {
  const given = (value: unknown) =>
    typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  return {
    label,
    schema: required
      ? Type.Union([Type.String(), Type.Number()])
      : Type.Union([Type.String(), Type.Number(), ...Blank]),
    required,
    read(value) {
      if (isBlank(value)) return required ? REFUSED : "";
      const text = given(value);
      if (text.includes("\u0000") || [...text].length > max) return REFUSED;
      return required && text === "" ? REFUSED : text;
    },
    refusal: (value, field, t) =>
      given(value) === ""
        ? t("device.fieldRequired", { field })
        : t("device.fieldTooLong", { field, max }),
  };
}

/** A form's body: its fields, the ids (read by `bodyIds`) and what else the route reads raw. */
export function formBody(fields: FormFields, raw: readonly string[] = []): TObject {
  const properties: Record<string, TSchema> = {};
  for (const [key, field] of Object.entries(fields))
    properties[key] = field.required ? field.schema : Type.Optional(field.schema);
  for (const key of ["id", "ids", ...raw]) properties[key] = Type.Optional(Type.Unknown());
  return Type.Object(properties, { maxProperties: 32 });
}

/**
 * A form route's options: the body checked by TypeBox's compiler, its refusals attached for the
 * handler (`readForm`) to answer in the caller's language after the permission check.
 */
export const formRoute = (body: TObject) => ({
  schema: { body },
  validatorCompiler: typeBoxCompiler,
  attachValidation: true,
});

/** The body fields TypeBox refused; "" is the body as a whole (no object, too many keys). */
export function refusedFields(request: FastifyRequest): Set<string> {
  const errors = request.validationError?.validation ?? [];
  return new Set(errors.map((e: { instancePath: string }) => e.instancePath.split("/")[1] ?? ""));
}

/** The values of `fields`, read in order, or a Refusal naming the first field that is wrong. */
export function readForm<F extends FormFields>(request: Call, fields: F): FormValues<F> {
  const refused = refusedFields(request);
  const t = deviceTranslator(request.locale);
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = request.body[key];
    const read = refused.has(key) ? REFUSED : field.read(value);
    if (read === REFUSED)
      throw new Refusal(field.refusal(value, field.label[request.locale], t), key);
    values[key] = read;
  }
  return values as FormValues<F>;
}
