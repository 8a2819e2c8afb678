import { escapeHtml } from "./document.js";
import type { StorefrontKey } from "./messages.js";
import { priceFrom } from "./price.js";
import type { ProductCardData } from "./search.js";

type T = (key: StorefrontKey, params?: Record<string, string | number>) => string;

/** The product page's address, keeping the shopper's chosen language. */
export const productPath = (id: number, lang?: string) =>
  `/s/product/${id}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`;

/** Two cards a row, each a link to its product page (works without script). */
export function productGrid(items: readonly ProductCardData[], t: T, lang?: string): string {
  const cards = items.map((item, index) => {
    // Only the first row is above the fold on a phone; the rest load as the shopper scrolls.
    const loading = index < 2 ? "" : ' loading="lazy"';
    const picture = item.image
      ? `<img src="${escapeHtml(item.image)}" alt="" width="300" height="300"${loading}>`
      : '<span class="sf-noimg"></span>';
    const state =
      item.stock <= 0 ? ` <span class="sf-state">${escapeHtml(t("sf.soldOut"))}</span>` : "";
    return `<li><a class="sf-card" href="${productPath(item.id, lang)}" data-product-id="${item.id}">${picture}<h2>${escapeHtml(item.name)}</h2><p>${priceFrom(item.minPriceCents, item.maxPriceCents, t)}<span>${escapeHtml(t("sf.sales", { count: item.sales }))}${state}</span></p></a></li>`;
  });
  return `<ul class="sf-grid">${cards.join("")}</ul>`;
}
