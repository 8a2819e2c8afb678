import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { FieldError } from "../modules/framework/types.js";
import { dictItems, dictTypes } from "../modules/schema.js";
import { PAGE_CLASSIFICATION_DICTIONARY, PAGE_DETAILS_MAX, PAGE_NAME_MAX } from "./declaration.js";
import type { PageMessageKey, PageTranslate } from "./messages.js";

export interface PageFields {
  name: string;
  details: string;
  classification: string;
}

/** Form text: a string (or a number typed into it), trimmed; NUL cannot be stored in PostgreSQL. */
function readText(raw: unknown): string | undefined {
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== "string" || raw.includes("\u0000")) return undefined;
  return raw.trim();
}

const length = (value: string) => [...value].length;

/**
 * Checks the three page fields of spec section 5 and answers every problem, each with the spec's
 * message; the editor shows them beside the fields.
 */
export function checkPageFields(
  body: Record<string, unknown>,
  t: PageTranslate,
): { fields: PageFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const read = (
    field: keyof PageFields,
    required: PageMessageKey,
    tooLong: PageMessageKey,
    max: number,
  ): string => {
    const raw = body[field];
    const value = raw === undefined || raw === null ? "" : readText(raw);
    if (value === undefined) {
      errors.push({ field, message: t(required) });
      return "";
    }
    if (value === "") errors.push({ field, message: t(required) });
    else if (length(value) > max) errors.push({ field, message: t(tooLong, { max }) });
    return value;
  };
  const fields = {
    name: read("name", "page.nameRequired", "page.nameTooLong", PAGE_NAME_MAX),
    details: read("details", "page.detailsRequired", "page.detailsTooLong", PAGE_DETAILS_MAX),
    // Category values are short dictionary values; anything longer cannot be one of them.
    classification: read(
      "classification",
      "page.classificationRequired",
      "page.classificationUnknown",
      100,
    ),
  };
  return { fields, errors };
}

/** Whether the value is an active item of the page category dictionary. */
export async function isKnownClassification(db: Db, value: string): Promise<boolean> {
  const [found] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(
      and(
        eq(dictTypes.code, PAGE_CLASSIFICATION_DICTIONARY),
        eq(dictTypes.status, 1),
        eq(dictItems.status, 1),
        eq(dictItems.value, value),
      ),
    )
    .limit(1);
  return Boolean(found);
}
