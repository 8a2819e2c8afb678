import { guardFormula, quoteCsvField } from "@vitrine/contract";
import type { Db } from "../../db/database.js";
import type { Locale } from "../../i18n/messages.js";
import { dictionaryLabels } from "./export-labels.js";
import { DEFAULT_TIME_ZONE, wallClockFormatter } from "./time-zone.js";
import type { ModuleDeclaration, ModuleField, Row } from "./types.js";
import { label } from "./validate.js";

export type ExportFormat = "xlsx" | "csv";

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
 * The unit a money column's header names, replacing the unit its label says if any: the stored
 * one (分 / cents), or 元 / yuan already (the order screens' labels), which is not said twice.
 */
const YUAN: Record<Locale, string> = { "zh-cn": "元", en: "yuan", "zh-tw": "元" };
const CENTS_UNIT = /\s*[（(]\s*(分|cents|元|yuan)\s*[)）]\s*$/i;

/** A header as the operator reads it: the zone of a time column, yuan for a money column. */
export function exportHeader(field: ModuleField, locale: Locale, timeZone: string): string {
  const text = label(field, locale);
  if (field.type === "datetime") return `${text} (${timeZone})`;
  if (field.kind === "money") {
    const bare = text.replace(CENTS_UNIT, "");
    return locale === "en" ? `${bare} (${YUAN.en})` : `${bare}（${YUAN[locale]}）`;
  }
  return text;
}

/** Cents as yuan: 1235 → "12.35", exactly (integers only, no floating point on the way). */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

type Labels = Map<string, string> | undefined;

/**
 * A cell as the operator reads it: yuan for money, names for ids, the screen's labels for codes,
 * times as text on the wall clock of the operator's zone. Money is a number in xlsx (the sheet
 * shows two decimals) and exact text in csv.
 */
function cellValue(
  field: ModuleField,
  value: unknown,
  labels: Labels,
  locale: Locale,
  formatDate: (date: Date) => string,
  format: ExportFormat,
): string | number {
  if (value === null || value === undefined) return "";
  if (field.kind === "money" && typeof value === "number") {
    const yuan = centsToYuan(value);
    return format === "csv" ? yuan : Number(yuan);
  }
  if (labels) {
    const named = (v: unknown) => labels.get(String(v)) ?? String(v);
    if (Array.isArray(value)) return guardFormula(value.map(named).join(","));
    if (labels.has(String(value))) return guardFormula(named(value));
  }
  const option = field.options?.find((o) => o.value === value);
  if (option) return guardFormula(option.label[locale]);
  if (value instanceof Date) return formatDate(value);
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Array.isArray(value)) return guardFormula(value.join(","));
  if (typeof value === "string") {
    const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return formatDate(date);
    return guardFormula(value);
  }
  return guardFormula(JSON.stringify(value));
}

/** What a column writes for a row: the stored value, or the field's own view of the row. */
const cellSource = (field: ModuleField, row: Row, locale: Locale) =>
  field.exportValue ? field.exportValue(row, locale) : row[field.key];

/** The names each labelled column needs, one lookup per column for the whole file. */
async function columnLabels(
  db: Db,
  fields: ModuleField[],
  rows: Row[],
  locale: Locale,
): Promise<Labels[]> {
  return Promise.all(
    fields.map(async (field) => {
      if (field.exportLabels) {
        const values = new Set<unknown>();
        for (const row of rows) {
          const value = cellSource(field, row, locale);
          for (const v of Array.isArray(value) ? value : [value])
            if (v !== null && v !== undefined && v !== "") values.add(v);
        }
        return values.size ? field.exportLabels(db, [...values], locale) : new Map();
      }
      if (field.dictionary) return dictionaryLabels(db, field, locale);
      return undefined;
    }),
  );
}

export interface ExportOptions {
  format: ExportFormat;
  locale: Locale;
  /** An IANA zone name (see `time-zone.ts`): times are written on its wall clock. */
  timeZone?: string;
  /** Where names of ids and dictionary labels are read. */
  db: Db;
}

/**
 * The file of `rows`, as the operator's screen shows them: money in yuan, names instead of ids,
 * the screen's labels for codes, times in `timeZone` with the zone in each time column's header.
 * A module's `exportRows` hook may first turn a row into several lines (a product's SKUs).
 */
export async function buildExport(
  declaration: ModuleDeclaration,
  selected: Row[],
  { format, locale, timeZone = DEFAULT_TIME_ZONE, db }: ExportOptions,
): Promise<Buffer> {
  const rows = declaration.hooks?.exportRows
    ? await declaration.hooks.exportRows(db, selected, locale)
    : selected;
  const fields = exportFields(declaration);
  const formatDate = wallClockFormatter(timeZone);
  const labels = await columnLabels(db, fields, rows, locale);
  const header = fields.map((f) => exportHeader(f, locale, timeZone));
  const body = rows.map((row) =>
    fields.map((f, i) =>
      cellValue(f, cellSource(f, row, locale), labels[i], locale, formatDate, format),
    ),
  );
  if (format === "csv") {
    // Text cells are already guarded by cellValue; money and times are ours, so only quote here.
    const lines = [header, ...body].map((cells) =>
      cells.map((cell) => quoteCsvField(String(cell))).join(","),
    );
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
    if (fields[i]?.kind === "money") column.numFmt = "0.00";
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
