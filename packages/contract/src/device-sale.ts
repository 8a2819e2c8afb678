import { type MoneyParse, parseYuan } from "./money.js";

/**
 * A device sale's price (issue 36): typed in 元 in the sell dialog and read by the server with the
 * same rule, so neither rounds nor clamps: "-12.345", "12.345" and "1e9" are refused with a
 * message in 元, never stored as 0 or 12.35. Up to ¥10,000,000.00 per device.
 */
export const DEVICE_SALE_MAX_CENTS = 1_000_000_000;

export function parseSalePrice(input: unknown): MoneyParse {
  return parseYuan(input, { maxCents: DEVICE_SALE_MAX_CENTS });
}
