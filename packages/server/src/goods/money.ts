import { centsToYuan, moneyMessage, parseYuan } from "@vitrine/contract";
import type { Locale } from "../i18n/messages.js";

/**
 * Amounts of the goods area (prices, freight fees) through the contract's one money parser
 * (`@vitrine/contract`, issue 36): yuan as typed to integer cents without floating point, and the
 * refusal in the caller's language naming the field. Weights and volumes are not money, but
 * share its shape (at least 0, at most 2 decimals), read by `toHundredths` below.
 */

/** The amount's cents, or the refusal naming `label` (no amount given is `empty`). */
export function readMoney(
  value: unknown,
  label: string,
  locale: Locale,
): { cents: number; message?: undefined } | { cents?: undefined; message: string } {
  const result = parseYuan(value);
  return result.ok ? { cents: result.cents } : { message: moneyMessage(result, locale, label) };
}

/** The largest weight or volume: numeric(12,2) holds ten integer digits. */
export const MAX_HUNDREDTHS = 10_000_000_000;

/**
 * Hundredths of a non-negative decimal with at most 2 decimals (weights in kg, volumes in m³,
 * stored as numeric(12,2)), or undefined. A JS number is read through its shortest text.
 */
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
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths <= MAX_HUNDREDTHS ? hundredths : undefined;
}

/** A numeric(12,2) column's text ("1.50") as a number for answers. */
export function decimalNumber(text: string | number | null | undefined): number {
  return Number(text ?? 0);
}

/**
 * "19.90" for 1990: the contract's `centsToYuan`, kept under this name for the storefront's
 * renderer, which imports it from here.
 */
export const formatCents = (cents: number): string => centsToYuan(cents);

/** The refusal of a value that is no amount at all (an object, a flag), naming `label`. */
export const notAnAmount = (label: string, locale: Locale): string =>
  moneyMessage({ ok: false, error: "format" }, locale, label);
