import { createSkuMessage } from "./i18n/create-message";
import { readSkuNumber } from "./read-number";
import {
  SKU_NUMBER_FIELDS,
  type SkuLocale,
  type SkuMessage,
  type SkuNumber,
  type SkuRow,
  type SpecGroup,
  type SpecId,
} from "./types";
import { checkSkuNumber, SKU_ROW_RULES } from "./validate-row";

/** The values chosen in the bulk dialog; a field left undefined or blank is not changed. */
export type SkuBulkValues = Partial<Record<(typeof SKU_NUMBER_FIELDS)[number], SkuNumber>> & {
  image?: string | undefined;
};

/** Every row, or only the rows that contain one option of one group. */
export type SkuBulkScope = { type: "all" } | { type: "option"; groupId: SpecId; optionId: SpecId };

// The row rules: a bulk set of stock 0 empties the rows, as an operator may mean (issue 36).
const BULK_RULES = SKU_ROW_RULES;

function isChosen(value: unknown): boolean {
  return readSkuNumber(value).kind !== "empty";
}

/** Problems of the chosen values; nothing chosen at all is a problem too. */
export function validateBulkValues(
  values: SkuBulkValues,
  locale: SkuLocale = "zh-cn",
): SkuMessage[] {
  const problems: SkuMessage[] = [];
  let chosen = typeof values.image === "string" && values.image.trim() !== "";
  for (const field of SKU_NUMBER_FIELDS) {
    if (!isChosen(values[field])) continue;
    chosen = true;
    const problem = checkSkuNumber(field, values[field], BULK_RULES[field], locale);
    if (problem) problems.push(problem);
  }
  if (!chosen) problems.push(createSkuMessage("values", "bulk.nothingChosen", locale));
  return problems;
}

/** Which rows a scope covers: `specs_id` holds one id per ticked group, in group order. */
function rowMatcher(groups: readonly SpecGroup[], scope: SkuBulkScope): (row: SkuRow) => boolean {
  if (scope.type === "all") return () => true;
  const tickedGroups = groups.filter((group) => group.children.some((option) => option.checked));
  const position = tickedGroups.findIndex((group) => group.id === scope.groupId);
  if (position < 0) return () => false;
  const optionId = String(scope.optionId);
  return (row) => row.specs_id.split(",")[position] === optionId;
}

export interface SkuBulkResult {
  rows: SkuRow[];
  errors: SkuMessage[];
  /** How many rows received the values. */
  changed: number;
}

/**
 * Applies the chosen values to the rows of the scope. Invalid values change nothing and come back
 * as errors. Rows outside the scope stay the same objects.
 */
export function bulkSetSkuRows(
  rows: readonly SkuRow[],
  groups: readonly SpecGroup[],
  values: SkuBulkValues,
  scope: SkuBulkScope = { type: "all" },
  locale: SkuLocale = "zh-cn",
): SkuBulkResult {
  const errors = validateBulkValues(values, locale);
  if (errors.length > 0) return { rows: [...rows], errors, changed: 0 };

  const patch: Partial<SkuRow> = {};
  for (const field of SKU_NUMBER_FIELDS) {
    const read = readSkuNumber(values[field]);
    if (read.kind === "number") patch[field] = read.value;
  }
  const image = values.image?.trim();
  if (image) patch.image = image;

  const matches = rowMatcher(groups, scope);
  let changed = 0;
  const next = rows.map((row) => {
    if (!matches(row)) return row;
    changed++;
    return { ...row, ...patch };
  });
  return { rows: next, errors: [], changed };
}
