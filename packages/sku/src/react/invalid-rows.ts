import type { SkuRow } from "../types";
import { validateSkuRow } from "../validate-row";

// Rows are immutable and an edit replaces only the edited row, so a row's validity is computed once
// per row object: after the first pass over 10,000 rows, a keystroke re-checks one row.
const validity = new WeakMap<SkuRow, boolean>();

function isValid(row: SkuRow): boolean {
  let valid = validity.get(row);
  if (valid === undefined) {
    valid = validateSkuRow(row).length === 0;
    validity.set(row, valid);
  }
  return valid;
}

/** How many rows have a problem, and the index of the first (-1 when none). */
export function findInvalidRows(rows: readonly SkuRow[]): { count: number; first: number } {
  let count = 0;
  let first = -1;
  for (let index = 0; index < rows.length; index++) {
    if (isValid(rows[index] as SkuRow)) continue;
    count++;
    if (first < 0) first = index;
  }
  return { count, first };
}
