import { readSkuNumber } from "./read-number";
import { SKU_NUMBER_FIELDS, type SkuRow } from "./types";

/**
 * Turns typed text back into numbers ("12.50" -> 12.5) before a host saves the rows. Cells that do
 * not read as a number are left as they are, so validation still reports them.
 */
export function normalizeSkuRow(row: SkuRow): SkuRow {
  let next: SkuRow | undefined;
  for (const field of SKU_NUMBER_FIELDS) {
    const value = row[field];
    if (typeof value !== "string") continue;
    const read = readSkuNumber(value);
    if (read.kind !== "number") continue;
    next ??= { ...row };
    next[field] = read.value;
  }
  return next ?? row;
}

export function normalizeSkuRows(rows: readonly SkuRow[]): SkuRow[] {
  return rows.map(normalizeSkuRow);
}
