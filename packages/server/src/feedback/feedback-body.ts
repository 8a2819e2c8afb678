import { type TSchema, Type } from "@sinclair/typebox";
import { type TypeCheck, TypeCompiler, ValueErrorType } from "@sinclair/typebox/compiler";
import type { FeedbackTranslate } from "./messages.js";

export const MAX_IMAGES = 9;
export const MAX_CONTENT = 2000;
export const MAX_SHORT = 100;
const MAX_URL = 500;

/**
 * The shape of an address the app's upload call answers (`/uploads/image/...`, same site); whether
 * this app user uploaded it is checked against their uploads before the item is stored.
 */
const IMAGE_URL = "^/uploads/image/[\\w./-]+$";

const Short = Type.Union([Type.String(), Type.Number(), Type.Null()]);

/**
 * The JSON shapes of a submitted feedback item (issue 37: a TypeBox schema instead of hand-written
 * type checks). Lengths after trimming stay in app-routes.ts's `checkFeedback`; each refusal here
 * becomes the app's localized message for its field, never the schema library's English.
 */
const SHAPES = {
  content: Type.String(),
  images: Type.Array(Type.String({ maxLength: MAX_URL, pattern: IMAGE_URL }), {
    maxItems: MAX_IMAGES,
  }),
  contact: Short,
  appVersion: Short,
  deviceSerial: Short,
};

type Field = keyof typeof SHAPES;

const checks = Object.fromEntries(
  Object.entries(SHAPES).map(([field, schema]) => [field, TypeCompiler.Compile(schema)]),
) as unknown as Record<Field, TypeCheck<TSchema>>;

/** The refusal of a field's value of the wrong shape (absent is "" / []), or undefined. */
export function shapeRefusal(
  field: Field,
  value: unknown,
  t: FeedbackTranslate,
): string | undefined {
  if (checks[field].Check(value)) return undefined;
  if (field === "content") return t("feedback.contentRequired");
  if (field === "images") {
    const tooMany = [...checks.images.Errors(value)].some(
      (e) => e.type === ValueErrorType.ArrayMaxItems,
    );
    return tooMany ? t("feedback.tooManyImages", { max: MAX_IMAGES }) : t("feedback.badImage");
  }
  return t("feedback.fieldTooLong", { field: t(`feedback.field.${field}`), max: MAX_SHORT });
}
