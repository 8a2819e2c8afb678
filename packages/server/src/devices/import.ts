import type { Locale } from "../i18n/messages.js";
import type { Text3 } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import type { DeviceTranslate } from "./messages.js";
import { isDay, isImei, isSerial } from "./serial.js";

/** The columns of a production batch sheet, with the header names accepted for each. */
export const IMPORT_COLUMNS = [
  { key: "serial", required: true, label: text("序列号", "Serial", "序號"), aliases: ["sn"] },
  { key: "imei", required: false, label: text("IMEI", "IMEI", "IMEI"), aliases: [] },
  { key: "model", required: true, label: text("型号", "Model", "型號"), aliases: [] },
  {
    key: "hardwareVersion",
    required: false,
    label: text("硬件版本", "Hardware version", "硬體版本"),
    aliases: ["hardware"],
  },
  {
    key: "firmwareVersion",
    required: false,
    label: text("固件版本", "Firmware version", "韌體版本"),
    aliases: ["firmware"],
  },
  {
    key: "batch",
    required: true,
    label: text("批次", "Batch", "批次"),
    aliases: ["生产批次", "生產批次"],
  },
  {
    key: "producedOn",
    required: false,
    label: text("生产日期", "Produced on", "生產日期"),
    aliases: ["produced date", "production date"],
  },
] as const satisfies ReadonlyArray<{
  key: string;
  required: boolean;
  label: Text3;
  aliases: string[];
}>;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]["key"];
export type ImportValues = Record<ImportKey, string>;

export const MAX_IMPORT_ROWS = 20_000;
const LIMITS: Record<ImportKey, number> = {
  serial: 32,
  imei: 15,
  model: 64,
  hardwareVersion: 32,
  firmwareVersion: 32,
  batch: 64,
  producedOn: 10,
};

const squash = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_*-]/g, "");

/** Header text → column key, in any of the three languages or by key. */
const HEADER_KEYS = new Map<string, ImportKey>(
  IMPORT_COLUMNS.flatMap((c) =>
    [c.key, ...Object.values(c.label), ...c.aliases].map((name) => [squash(name), c.key] as const),
  ),
);

export function headerKey(name: string): ImportKey | undefined {
  return HEADER_KEYS.get(squash(name));
}

/** A cell as the text a person sees: numbers as typed, dates as `YYYY-MM-DD`, rich text joined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "string") return value.trim();
  if (typeof value === "boolean") return String(value);
  if (typeof value === "object") {
    const v = value as { text?: unknown; richText?: Array<{ text: string }>; result?: unknown };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return "";
}

export interface RowReport {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  serial: string;
  ok: boolean;
  errors: string[];
}

/**
 * Checks every row on its own (required values, serial and IMEI format, dates, lengths) and
 * against the rows above it (a serial or an IMEI twice in the file: the later row is refused,
 * naming the earlier). Serials and IMEIs that already exist are checked by the caller, which knows
 * the database.
 */
export function checkRows(
  rows: Array<{ row: number; values: ImportValues }>,
  locale: Locale,
  t: DeviceTranslate,
): RowReport[] {
  const firstRow = new Map<string, number>();
  const firstImeiRow = new Map<string, number>();
  return rows.map(({ row, values }) => {
    const errors: string[] = [];
    for (const column of IMPORT_COLUMNS) {
      const value = values[column.key];
      const name = column.label[locale];
      if (column.required && value === "") {
        errors.push(t("device.fieldRequired", { field: name }));
        continue;
      }
      if ([...value].length > LIMITS[column.key])
        errors.push(t("device.fieldTooLong", { field: name, max: LIMITS[column.key] }));
    }
    if (values.serial !== "" && !isSerial(values.serial)) errors.push(t("device.serialFormat"));
    if (values.imei !== "" && !isImei(values.imei)) errors.push(t("device.imeiFormat"));
    if (values.producedOn !== "" && !isDay(values.producedOn))
      errors.push(t("device.dayFormat", { field: IMPORT_COLUMNS[6].label[locale] }));
    if (values.serial !== "") {
      const earlier = firstRow.get(values.serial);
      if (earlier !== undefined) errors.push(t("import.duplicateInFile", { row: earlier }));
      else firstRow.set(values.serial, row);
    }
    if (values.imei !== "") {
      const earlier = firstImeiRow.get(values.imei);
      if (earlier !== undefined) errors.push(t("import.imeiInFile", { row: earlier }));
      else firstImeiRow.set(values.imei, row);
    }
    return { row, serial: values.serial, ok: errors.length === 0, errors };
  });
}

export type SheetRead =
  | { ok: true; rows: Array<{ row: number; values: ImportValues }> }
  | { ok: false; reason: "unreadable" | "empty" | "tooMany"; count?: number }
  | { ok: false; reason: "missingColumns"; missing: ImportKey[] };

/** Reads the first sheet of an .xlsx: its header row, then each non-empty row's values. */
export async function readSheet(buffer: Buffer): Promise<SheetRead> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: "empty" };
  const columns = new Map<number, ImportKey>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = headerKey(cellText(cell.value));
    if (key && ![...columns.values()].includes(key)) columns.set(col, key);
  });
  const present = new Set(columns.values());
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !present.has(c.key)).map((c) => c.key);
  if (missing.length > 0) return { ok: false, reason: "missingColumns", missing };
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS)
    return { ok: false, reason: "tooMany", count: sheet.actualRowCount - 1 };
  const rows: Array<{ row: number; values: ImportValues }> = [];
  sheet.eachRow((sheetRow, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, ""])) as ImportValues;
    let any = false;
    for (const [col, key] of columns) {
      const value = cellText(sheetRow.getCell(col).value);
      if (value !== "") any = true;
      values[key] = value;
    }
    if (!any) return;
    // Trimmed only: a lowercase serial is refused here as the add form refuses it (one rule).
    values.serial = values.serial.trim();
    rows.push({ row: number, values });
  });
  if (rows.length === 0) return { ok: false, reason: "empty" };
  return { ok: true, rows };
}

/** The template: the header in the caller's language and one sample row. */
export async function templateWorkbook(locale: Locale): Promise<Buffer> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("devices");
  sheet.addRow(IMPORT_COLUMNS.map((c) => `${c.label[locale]}${c.required ? " *" : ""}`)).font = {
    bold: true,
  };
  sheet.addRow([
    "VT-2026-000001",
    "490154203237518",
    "VT-100",
    "1.0",
    "1.0.0",
    "B2026-11",
    "2026-11-01",
  ]);
  sheet.columns.forEach((column) => {
    column.width = 20;
    // Text cells, so a long IMEI or a date stays exactly as typed.
    column.numFmt = "@";
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
