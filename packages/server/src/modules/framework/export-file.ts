import type { Locale } from "../../i18n/messages.js";
import { DEFAULT_TIME_ZONE, wallClockFormatter } from "./time-zone.js";
import type { ModuleDeclaration, ModuleField, Row } from "./types.js";
import { label } from "./validate.js";

export type ExportFormat = "xlsx" | "csv";

/**
 * A spreadsheet treats a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * a leading apostrophe makes it plain text, so exported user input cannot run in the reader's Excel.
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function exportFields(declaration: ModuleDeclaration): ModuleField[] {
  return declaration.fields.filter(
    (f) =>
      !f.hidden &&
      !f.secret &&
      (Boolean(f.column) || f.export === true) &&
      (f.export ?? f.list ?? true),
  );
}

/**
 * A cell as the operator reads it: option labels instead of codes, times as text on the wall clock
 * of the operator's zone.
 */
function cellValue(
  field: ModuleField,
  value: unknown,
  locale: Locale,
  formatDate: (date: Date) => string,
): string | number {
  if (value === null || value === undefined) return "";
  const option = field.options?.find((o) => o.value === value);
  if (option) return escapeCell(option.label[locale]);
  if (value instanceof Date) return formatDate(value);
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Array.isArray(value)) return escapeCell(value.join(","));
  if (typeof value === "string") {
    const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return formatDate(date);
    return escapeCell(value);
  }
  return escapeCell(JSON.stringify(value));
}

function csvQuote(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The file of `rows`. Times are written in `timeZone` (an IANA name, see `time-zone.ts`), and the
 * header of each time column names the zone, so a reader elsewhere knows what the times mean.
 */
export async function buildExport(
  declaration: ModuleDeclaration,
  rows: Row[],
  format: ExportFormat,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Buffer> {
  const fields = exportFields(declaration);
  const formatDate = wallClockFormatter(timeZone);
  const header = fields.map((f) =>
    f.type === "datetime" ? `${label(f, locale)} (${timeZone})` : label(f, locale),
  );
  const body = rows.map((row) => fields.map((f) => cellValue(f, row[f.key], locale, formatDate)));
  if (format === "csv") {
    const lines = [header, ...body].map((cells) => cells.map(csvQuote).join(","));
    // The BOM lets Excel open UTF-8 Chinese text correctly.
    return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
  }
  // Loaded on the first xlsx export: the library takes about 0.3 s to load, which every server
  // start would otherwise pay.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(declaration.name);
  sheet.addRow(header).font = { bold: true };
  for (const cells of body) sheet.addRow(cells);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, [...(header[i] ?? "")].length * 2 + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `attachment` with an ASCII fallback name and the real UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(asciiName: string, utf8Name: string): string {
  const encoded = encodeURIComponent(utf8Name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encoded}`;
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};
