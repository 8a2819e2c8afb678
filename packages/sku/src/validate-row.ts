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
  /** Largest value allowed, when there is one. */
  max?: number | undefined;
  /** Largest number of decimals allowed; 0 means a whole number. */
  maxDecimals: number;
}

/** The largest stock a SKU can hold: the server stores it as a 32-bit integer. */
export const MAX_SKU_STOCK = 2_147_483_647;

// Prices: at least 0 with 2 decimals (spec). Weight (kg) and volume (m³): at least 0 with 2
// decimals, as the goods' logistics step takes them and the server stores them (numeric(12,2)):
// 0.2 and 0.25 kg are real parcels (issue 36). Stock is a count of items, so a whole number, from
// 0 (a generated row starts there, and a bulk set may empty every row) to what the server stores.
// Nothing may be negative.
export const SKU_ROW_RULES: Record<SkuNumberField, NumberRule> = {
  price: { min: 0, maxDecimals: 2 },
  market_price: { min: 0, maxDecimals: 2 },
  cost_price: { min: 0, maxDecimals: 2 },
  stock: { min: 0, max: MAX_SKU_STOCK, maxDecimals: 0 },
  weight: { min: 0, maxDecimals: 2 },
  volume: { min: 0, maxDecimals: 2 },
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
  if (rule.max !== undefined && read.value > rule.max) {
    return createSkuMessage(field, "validation.max", locale, { max: rule.max });
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
