import { createSkuMessage } from "./i18n/create-message";
import { readSkuNumber } from "./read-number";
import {
  SKU_NUMBER_FIELDS,
  type SkuLocale,
  type SkuMessage,
  type SkuNumberField,
  type SkuRow,
} from "./types";

interface NumberRule {
  min: number;
  /** Largest number of decimals allowed; 0 means a whole number. */
  maxDecimals: number;
}

// Prices: at least 0 with 2 decimals (spec). Weight and volume: whole numbers (spec). Stock is a
// count of items, so a whole number too; a generated row starts at 0 stock, hence min 0 here
// (the bulk dialog asks for at least 1, see bulk-set.ts). Nothing may be negative.
export const SKU_ROW_RULES: Record<SkuNumberField, NumberRule> = {
  price: { min: 0, maxDecimals: 2 },
  market_price: { min: 0, maxDecimals: 2 },
  cost_price: { min: 0, maxDecimals: 2 },
  stock: { min: 0, maxDecimals: 0 },
  weight: { min: 0, maxDecimals: 0 },
  volume: { min: 0, maxDecimals: 0 },
};

/** The first problem of one number cell, or undefined when it is fine. */
export function checkSkuNumber(
  field: SkuNumberField,
  value: unknown,
  rule: NumberRule,
  locale: SkuLocale = "zh-cn",
): SkuMessage | undefined {
  const read = readSkuNumber(value);
  if (read.kind === "empty") return createSkuMessage(field, `validation.${field}.required`, locale);
  if (read.kind === "invalid") return createSkuMessage(field, "validation.notANumber", locale);
  if (read.value < rule.min) {
    return createSkuMessage(field, "validation.min", locale, { min: rule.min });
  }
  if (read.decimals > rule.maxDecimals) {
    return rule.maxDecimals === 0
      ? createSkuMessage(field, "validation.integer", locale)
      : createSkuMessage(field, "validation.maxDecimals", locale, { digits: rule.maxDecimals });
  }
  return undefined;
}

/** Every problem of a row, at most one per field, in table order. A valid row gives []. */
export function validateSkuRow(row: SkuRow, locale: SkuLocale = "zh-cn"): SkuMessage[] {
  const problems: SkuMessage[] = [];
  for (const field of SKU_NUMBER_FIELDS) {
    const problem = checkSkuNumber(field, row[field], SKU_ROW_RULES[field], locale);
    if (problem) problems.push(problem);
  }
  return problems;
}

export interface SkuRowProblems {
  index: number;
  specs_id: string;
  data_title: string;
  errors: SkuMessage[];
}

/** The rows that have problems, for a host that checks the whole table before saving. */
export function validateSkuRows(rows: readonly SkuRow[], locale: SkuLocale = "zh-cn") {
  const invalid: SkuRowProblems[] = [];
  rows.forEach((row, index) => {
    const errors = validateSkuRow(row, locale);
    if (errors.length > 0) {
      invalid.push({ index, specs_id: row.specs_id, data_title: row.data_title, errors });
    }
  });
  return invalid;
}
