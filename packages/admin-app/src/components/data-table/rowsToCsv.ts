import { csvLines } from "@vitrine/contract";

/**
 * Rows as CSV text: a header line, then one line per row, by the shared cell rule (cells quoted
 * when they need it, text a spreadsheet would run as a formula prefixed with an apostrophe).
 */
export function rowsToCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  return csvLines([header, ...rows]);
}
