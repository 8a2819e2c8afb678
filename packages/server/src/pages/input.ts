import {
  type FieldSpec,
  type Locale,
  pageSettingsFields,
  translate,
  validateField,
} from "@vitrine/editor-core";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { FieldError } from "../modules/framework/types.js";
import { dictItems, dictTypes } from "../modules/schema.js";
import { PAGE_CLASSIFICATION_DICTIONARY } from "./declaration.js";

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

// Category values are short dictionary values; anything longer cannot be one of them.
const CLASSIFICATION_MAX_LENGTH = 100;

/**
 * Checks the three page fields of spec section 5 and answers every problem. The rules and messages
 * are editor-core's page settings (required, name at most 25, description at most 200), so the
 * editor has already said the same words beside the field before a save is tried.
 */
export function checkPageFields(
  body: Record<string, unknown>,
  locale: Locale,
): { fields: PageFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const read = (field: keyof PageFields, spec: FieldSpec): string => {
    const raw = body[field];
    const text = raw === undefined || raw === null ? "" : readText(raw);
    // Something that is not text at all (an object, NUL) counts as not filled in.
    const value = text ?? "";
    const [issue] = validateField(value, spec, field);
    if (issue) errors.push({ field, message: translate(issue.messageKey, locale, issue.params) });
    return value;
  };
  const fields = {
    name: read("name", pageSettingsFields.name!),
    details: read("details", pageSettingsFields.details!),
    classification: read("classification", pageSettingsFields.classification!),
  };
  return { fields, errors };
}

/** Whether the value is an active item of the page category dictionary. */
export async function isKnownClassification(db: Db, value: string): Promise<boolean> {
  if ([...value].length > CLASSIFICATION_MAX_LENGTH) return false;
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
