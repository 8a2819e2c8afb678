import type { FieldType } from "./types.js";

/** Largest value a PostgreSQL `integer` holds: anything beyond would be a database error, not a refusal. */
const INT_MAX = 2_147_483_647;

const DATE_TEXT =
  /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export type Parsed = { ok: true; value: unknown } | { ok: false };

const NO: Parsed = { ok: false };

export function parseInteger(raw: unknown): Parsed {
  let n: number;
  if (typeof raw === "number") n = raw;
  else if (typeof raw === "string" && /^-?\d{1,10}$/.test(raw.trim())) n = Number(raw.trim());
  else return NO;
  return Number.isInteger(n) && Math.abs(n) <= INT_MAX ? { ok: true, value: n } : NO;
}

export function parseBoolean(raw: unknown): Parsed {
  if (raw === true || raw === 1 || raw === "1" || raw === "true") return { ok: true, value: true };
  if (raw === false || raw === 0 || raw === "0" || raw === "false")
    return { ok: true, value: false };
  return NO;
}

/** A date or date-time text (ISO 8601 or `YYYY-MM-DD HH:mm:ss`); answers a Date. */
export function parseDate(raw: unknown): Parsed {
  if (typeof raw !== "string" || !DATE_TEXT.test(raw.trim())) return NO;
  const text = raw.trim();
  // A date-time without a zone is read as UTC, so the answer does not depend on the server's zone.
  const date = new Date(
    /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) || text.length === 10 ? text : `${text}Z`,
  );
  return Number.isNaN(date.getTime()) ? NO : { ok: true, value: date };
}

/** Converts one request value to the field's type, or refuses it. */
export function parseValue(type: FieldType, raw: unknown): Parsed {
  switch (type) {
    case "integer":
      return parseInteger(raw);
    case "boolean":
      return parseBoolean(raw);
    case "datetime":
      return parseDate(raw);
    case "string":
      // PostgreSQL text cannot hold a NUL character: refused here rather than failing in the database.
      if (typeof raw === "string") return raw.includes("\u0000") ? NO : { ok: true, value: raw };
      if (typeof raw === "number" && Number.isFinite(raw)) return { ok: true, value: String(raw) };
      return NO;
    case "integerList": {
      if (!Array.isArray(raw) || raw.length > 1000) return NO;
      const values: number[] = [];
      for (const item of raw) {
        const parsed = parseInteger(item);
        if (!parsed.ok) return NO;
        values.push(parsed.value as number);
      }
      return { ok: true, value: [...new Set(values)] };
    }
  }
}

/** Empty in the sense of a form: nothing typed or chosen. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** `id=1,2,3` (or a number, or a list): integers only, at most 1000, else undefined. */
export function parseIds(raw: unknown): number[] | undefined {
  let parts: unknown[];
  if (typeof raw === "number") parts = [raw];
  else if (typeof raw === "string") parts = raw.split(",").map((p) => p.trim());
  else if (Array.isArray(raw)) parts = raw;
  else return undefined;
  if (parts.length === 0 || parts.length > 1000) return undefined;
  const ids: number[] = [];
  for (const part of parts) {
    const parsed = parseInteger(part);
    if (!parsed.ok || (parsed.value as number) <= 0) return undefined;
    ids.push(parsed.value as number);
  }
  return [...new Set(ids)];
}
