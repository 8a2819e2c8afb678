/**
 * Rows as CSV text: a header line, then one line per row; cells quoted when they need it. A text
 * cell that a spreadsheet would run as a formula (=, +, @, a dash not starting a number) gets a
 * leading apostrophe, so an exported row cannot carry a formula into the reader's spreadsheet.
 */
export function rowsToCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  const cell = (value: unknown) => {
    const raw = String(value ?? "");
    const text = /^[=+@\t\r]|^-(?![\d.])/.test(raw) ? `'${raw}` : raw;
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n");
}
