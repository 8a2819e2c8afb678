import { formatCents } from "../goods/money.js";
import { escapeHtml } from "./document.js";
import type { StorefrontKey } from "./messages.js";

type T = (key: StorefrontKey, params?: Record<string, string | number>) => string;

/** "¥10.00" for 1000 cents. */
export const yuan = (cents: number) => `¥${formatCents(cents)}`;

/**
 * A card's price: the lowest, with 起 ("from") when the SKUs differ. The product page shows the
 * whole range instead (`priceRange`).
 */
export function priceFrom(min: number, max: number, t: T): string {
  const from = max > min ? `<small>${escapeHtml(t("sf.from"))}</small>` : "";
  return `<span class="sf-price">${yuan(min)}${from}</span>`;
}

/** "¥10.00 - ¥25.00" across the SKUs, or one price when they agree. */
export function priceRange(min: number, max: number): string {
  return max > min ? `${yuan(min)} - ${yuan(max)}` : yuan(min);
}
