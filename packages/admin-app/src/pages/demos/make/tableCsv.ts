/** Rows as CSV text: a header line, then one line per row; cells quoted when they need it. */
export function rowsToCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  const cell = (value: unknown) => {
    const text = String(value ?? "");
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n");
}

/** Offers `text` as a download named `fileName` (a BOM first, so spreadsheet apps read UTF-8). */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
