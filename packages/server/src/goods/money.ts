/**
 * Amounts as operators type them (yuan, a number or a decimal string) to integer cents and back,
 * without floating point: the text is split at the point, never multiplied.
 */

/** The largest amount a price may hold: ¥100,000,000.00, far below bigint and JS's safe integers. */
export const MAX_CENTS = 10_000_000_000;

/**
 * Cents of `value` (`19.9`, `"19.90"`, `0`), or undefined when it is not an amount of at least 0
 * with at most 2 decimals. A JS number is read through its shortest text, so `19.9` is "19.9".
 */
export function toCents(value: unknown): number | undefined {
  const hundredths = toHundredths(value);
  return hundredths !== undefined && hundredths <= MAX_CENTS ? hundredths : undefined;
}

/** Hundredths of a non-negative decimal with at most 2 decimals (weights, volumes, money). */
export function toHundredths(value: unknown): number | undefined {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return undefined;
    text = String(value);
    if (/e/i.test(text)) return undefined;
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return undefined;
  }
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** "19.90" for 1990. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A numeric(12,2) column's text ("1.50") as a number for answers. */
export function decimalNumber(text: string | number | null | undefined): number {
  return Number(text ?? 0);
}
