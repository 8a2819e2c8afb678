/**
 * What a device's identifiers look like. Serials are printed on the case and typed from it, so
 * they are upper-case letters, digits and dashes only (8 to 32); an IMEI is 15 digits whose last
 * is the Luhn check digit of the other 14, which catches a mistyped digit at import.
 */
export const SERIAL = /^[A-Z0-9-]{8,32}$/;

/** A serial as stored: trimmed and upper-cased, so `ab-123` and `AB-123` are one device. */
export function normalizeSerial(raw: unknown): string {
  return typeof raw === "string" || typeof raw === "number" ? String(raw).trim().toUpperCase() : "";
}

export function isSerial(value: string): boolean {
  return SERIAL.test(value);
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function isImei(value: string): boolean {
  return /^\d{15}$/.test(value) && luhnValid(value);
}

/** The check digit that makes `fourteen` digits a valid IMEI (tests and the template's sample). */
export function imeiCheckDigit(fourteen: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${fourteen}${d}`)) return String(d);
  return "0";
}

/** A day's text, `YYYY-MM-DD`, as a pattern (the device forms' schemas match it too). */
export const DAY_TEXT = "\\d{4}-\\d{2}-\\d{2}";
const DAY = new RegExp(`^${DAY_TEXT}$`);

/** `YYYY-MM-DD` that is a real calendar day. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
