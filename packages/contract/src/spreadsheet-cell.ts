// One rule for every cell the server or the admin app writes into a CSV or Excel file.
// A spreadsheet runs a text cell that starts with = + - @, a tab or a carriage return as a formula
// (OWASP "CSV Injection"); a leading apostrophe makes it plain text, so user input exported from
// the shop cannot run in the reader's spreadsheet. Numbers are never formulas and stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet shows as typed: a formula-like start gets a leading apostrophe. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV field quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
export function quoteCsvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV field of any value: text guarded against formulas (numbers left as they are), quoted. */
export function csvCell(value: unknown): string {
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return quoteCsvField(guardFormula(String(value ?? "")));
}

/** CSV lines (CRLF between them, as RFC 4180 and Excel expect) of a header and its rows. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n");
}
